import { Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PoliceOfficerRowFragment,
  type PoliceOfficerSortField,
  useDeletePoliceOfficerMutation,
  usePoliceJurisdictionOptionsQuery,
  usePoliceListQuery,
} from '../../../../generated/client';
import { enumOptions } from '../../registry/area';
import type { MessageRule } from '../../registry/field-errors';
import type { RecordEditing } from '../../registry/fields/editing';
import { useLanguageNames } from '../../registry/languages';
import { toListInput } from '../../registry/list-state';
import { type RegistryColumn, RegistryListPage } from '../../registry/RegistryListPage';
import { useListState } from '../../registry/useListState';
import { OFFICER_STATUSES, POLICE_LIST, POLICE_RANKS, policeConfig, STATUS_COLORS } from './config';
import { PoliceOfficerFormDrawer } from './PoliceOfficerFormDrawer';
import { COMMON_GUIDE_LANGUAGES } from './rules';

/** Why the server refuses to delete an officer (409) → texts. */
const DELETE_REASONS: readonly MessageRule[] = [
  [
    /^This officer is responsible for the jurisdiction (?<name>.+); name another responsible officer first$/,
    'police.delete.responsible',
  ],
];

const fullName = (officer: PoliceOfficerRowFragment) =>
  `${officer.lastNames}, ${officer.firstNames}`;

/** Policías: the registry of the tourism police's officers (/admin/policias/lista). */
export function PolicePage() {
  const { t } = useTranslation();
  const languageName = useLanguageNames();
  const list = useListState(POLICE_LIST);
  const { data, previousData, loading, error, refetch } = usePoliceListQuery({
    variables: { input: toListInput(list.state) },
    fetchPolicy: 'cache-and-network',
  });
  const jurisdictionOptions = usePoliceJurisdictionOptionsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const [deleteOfficer] = useDeletePoliceOfficerMutation();
  const [editing, setEditing] = useState<RecordEditing<PoliceOfficerRowFragment> | null>(null);
  const page = (data ?? previousData)?.policeOfficers;
  const jurisdictions = useMemo(
    () => jurisdictionOptions.data?.jurisdictions.items ?? [],
    [jurisdictionOptions.data],
  );

  const config = useMemo(() => {
    const names = new Map(jurisdictions.map(({ id, name }) => [id, name]));
    return policeConfig((id) => names.get(id));
  }, [jurisdictions]);

  const columns: RegistryColumn<PoliceOfficerRowFragment, PoliceOfficerSortField>[] = [
    {
      key: 'name',
      card: 'title',
      title: t('police.columns.name'),
      sortField: 'NAME',
      alwaysVisible: true,
      render: (_, officer) => <Typography.Text strong>{fullName(officer)}</Typography.Text>,
    },
    {
      key: 'rank',
      card: 'field',
      sortField: 'RANK',
      // Long ranks ("Suboficial Técnico de Primera") wrap, so that the status stays in view.
      width: 150,
      render: (_, officer) => t(`enums.PoliceRank.${officer.rank}`),
    },
    { key: 'cip', card: 'field', dataIndex: 'cip', sortField: 'CIP' },
    { key: 'dni', dataIndex: 'dni' },
    // Gives way on laptop screens (under 1600 px) so that the list fits; the jurisdiction says
    // where the officer serves, and "Columnas" brings the unit back.
    { key: 'unit', dataIndex: 'unit', sortField: 'UNIT', width: 120, hiddenBelow: 'xxl' },
    {
      key: 'jurisdiction',
      card: 'field',
      sortField: 'JURISDICTION',
      width: 150,
      render: (_, officer) =>
        officer.jurisdiction?.name ?? (
          <Typography.Text type="secondary">{t('police.noJurisdiction')}</Typography.Text>
        ),
    },
    {
      key: 'status',
      card: 'status',
      sortField: 'STATUS',
      render: (_, officer) => (
        <Tag color={STATUS_COLORS[officer.status]}>
          {t(`enums.OfficerStatus.${officer.status}`)}
        </Tag>
      ),
    },
    {
      key: 'languages',
      render: (_, officer) => (
        <span className="registry-tags">
          {officer.languages.map((code) => (
            <Tag key={code} title={code}>
              {languageName(code)}
            </Tag>
          ))}
        </span>
      ),
    },
    { key: 'phone', dataIndex: 'phone', defaultHidden: true },
    { key: 'email', dataIndex: 'email', defaultHidden: true },
  ];

  return (
    <>
      <RegistryListPage
        config={config}
        list={list}
        columns={columns}
        filters={[
          { name: 'status', options: enumOptions(t, 'OfficerStatus', OFFICER_STATUSES) },
          { name: 'rank', options: enumOptions(t, 'PoliceRank', POLICE_RANKS) },
          {
            name: 'jurisdictionId',
            field: 'jurisdiction',
            options: jurisdictions.map(({ id, name }) => ({ value: id, label: name })),
          },
          {
            name: 'language',
            field: 'languages',
            options: COMMON_GUIDE_LANGUAGES.map((code) => ({
              value: code,
              label: languageName(code),
            })),
          },
        ]}
        rows={page?.items}
        total={page?.pageInfo.total ?? 0}
        loading={loading}
        error={error}
        refetch={refetch}
        recordName={fullName}
        onCreate={() => setEditing({ mode: 'create' })}
        onEdit={(officer) => setEditing({ mode: 'edit', record: officer })}
        onDelete={(officer) => deleteOfficer({ variables: { id: officer.id } })}
        deleteReasons={DELETE_REASONS}
      />
      <PoliceOfficerFormDrawer
        editing={editing}
        jurisdictions={jurisdictions}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </>
  );
}
