import { EnvironmentOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type JurisdictionRowFragment,
  type JurisdictionSortField,
  useDeleteJurisdictionMutation,
  useJurisdictionsListQuery,
} from '../../../../generated/client';
import { PROVINCES } from '../../../../shared/cusco';
import { dialTarget, formatDial, whatsappLink } from '../../../../shared/dial';
import type { MessageRule } from '../../registry/field-errors';
import type { RecordEditing } from '../../registry/fields/editing';
import { toListInput } from '../../registry/list-state';
import { type RegistryColumn, RegistryListPage } from '../../registry/RegistryListPage';
import { useListState } from '../../registry/useListState';
import { JURISDICTIONS_LIST, jurisdictionsConfig } from './config';
import { JurisdictionFormDrawer } from './JurisdictionFormDrawer';
import './jurisdictions.css';
import { mapLink } from '../../../../shared/links';

/** Why the server refuses to delete a jurisdiction (409) → texts. */
const DELETE_REASONS: readonly MessageRule[] = [
  [
    'One officer is assigned to this jurisdiction; assign them elsewhere first',
    'jurisdictions.delete.oneOfficer',
  ],
  [
    /^(?<officers>\d+) officers are assigned to this jurisdiction; assign them elsewhere first$/,
    'jurisdictions.delete.officers',
  ],
  [
    'One tourist report was routed to this jurisdiction, whose follow-up shows its office',
    'jurisdictions.delete.oneCase',
  ],
  [
    /^(?<cases>\d+) tourist reports were routed to this jurisdiction, whose follow-up shows its office$/,
    'jurisdictions.delete.cases',
  ],
];

/** Jurisdicción: the areas the tourism police covers (/admin/policias/jurisdiccion). */
export function JurisdictionsPage() {
  const { t } = useTranslation();
  const list = useListState(JURISDICTIONS_LIST);
  const { data, previousData, loading, error, refetch } = useJurisdictionsListQuery({
    variables: { input: toListInput(list.state) },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteJurisdiction] = useDeleteJurisdictionMutation();
  const [editing, setEditing] = useState<RecordEditing<JurisdictionRowFragment> | null>(null);
  const page = (data ?? previousData)?.jurisdictions;

  const officerName = (officer: JurisdictionRowFragment['responsibleOfficer']) =>
    officer &&
    `${t(`enums.PoliceRank.${officer.rank}`)} ${officer.firstNames} ${officer.lastNames}`;

  // The history names the responsible officers the page knows of.
  const rows = page?.items;
  const config = useMemo(() => {
    const names = new Map<string, string>();
    for (const row of rows ?? []) {
      const officer = row.responsibleOfficer;
      if (officer) names.set(officer.id, `${officer.firstNames} ${officer.lastNames}`);
    }
    return jurisdictionsConfig((id) => names.get(id));
  }, [rows]);

  const columns: RegistryColumn<JurisdictionRowFragment, JurisdictionSortField>[] = [
    {
      key: 'name',
      card: 'title',
      sortField: 'NAME',
      alwaysVisible: true,
      render: (_, jurisdiction) => <Typography.Text strong>{jurisdiction.name}</Typography.Text>,
    },
    { key: 'province', card: 'field', dataIndex: 'province', sortField: 'PROVINCE' },
    {
      key: 'districts',
      width: 170,
      render: (_, jurisdiction) => jurisdiction.districts.join(', '),
    },
    {
      key: 'headquarters',
      card: 'field',
      width: 230,
      render: (_, { headquarters }) => {
        const dial = dialTarget(headquarters.phone);
        // Only when the office has one: the number it writes from, opening the chat.
        const { whatsapp } = headquarters;
        const chat = whatsapp ? whatsappLink(whatsapp) : null;
        return (
          <div className="jurisdiction-station-cell">
            <span>{headquarters.name}</span>
            <Typography.Text type="secondary">{headquarters.address}</Typography.Text>
            {dial ? <a href={`tel:${dial}`}>{headquarters.phone}</a> : headquarters.phone}
            {whatsapp && chat && (
              <a
                href={chat}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('jurisdictions.whatsappOf', { number: formatDial(whatsapp) })}
              >
                <WhatsAppOutlined aria-hidden /> {formatDial(whatsapp)}
              </a>
            )}
            <a
              href={mapLink(headquarters.latitude, headquarters.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('jurisdictions.mapOf', { name: headquarters.name })}
            >
              <EnvironmentOutlined aria-hidden /> {t('jurisdictions.map')}
            </a>
          </div>
        );
      },
    },
    {
      key: 'responsibleOfficer',
      card: 'field',
      width: 150,
      render: (_, jurisdiction) =>
        officerName(jurisdiction.responsibleOfficer) ?? (
          <Typography.Text type="secondary">{t('jurisdictions.noResponsible')}</Typography.Text>
        ),
    },
    {
      key: 'officerCount',
      align: 'right',
      width: 100,
      render: (_, jurisdiction) => jurisdiction.officerCount,
    },
    {
      key: 'touristZones',
      defaultHidden: true,
      render: (_, jurisdiction) => (
        <span className="registry-tags">
          {jurisdiction.touristZones.map((zone) => (
            <Tag key={zone}>{zone}</Tag>
          ))}
        </span>
      ),
    },
  ];

  return (
    <>
      <RegistryListPage
        config={config}
        list={list}
        columns={columns}
        filters={[
          { name: 'province', options: PROVINCES.map((name) => ({ value: name, label: name })) },
        ]}
        rows={rows}
        total={page?.pageInfo.total ?? 0}
        loading={loading}
        error={error}
        refetch={refetch}
        recordName={(jurisdiction) => jurisdiction.name}
        onCreate={() => setEditing({ mode: 'create' })}
        onEdit={(jurisdiction) => setEditing({ mode: 'edit', record: jurisdiction })}
        onDelete={(jurisdiction) => deleteJurisdiction({ variables: { id: jurisdiction.id } })}
        deleteReasons={DELETE_REASONS}
      />
      <JurisdictionFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </>
  );
}
