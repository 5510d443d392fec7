import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GuideRowFragment,
  type GuideSortField,
  useDeleteGuideMutation,
  useGuidesListQuery,
} from '../../../../generated/client';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import type { RecordEditing } from '../../registry/fields/editing';
import { useLanguageNames } from '../../registry/languages';
import { toListInput } from '../../registry/list-state';
import { type RegistryColumn, RegistryListPage } from '../../registry/RegistryListPage';
import { useListState } from '../../registry/useListState';
import { GUIDES, GUIDES_LIST, REGISTRATION_STATUSES, STATUS_COLORS } from './config';
import { GuideFormDrawer } from './GuideFormDrawer';
import { COMMON_GUIDE_LANGUAGES } from './rules';

const fullName = (guide: GuideRowFragment) => `${guide.lastNames}, ${guide.firstNames}`;

/** Guías de Turismo: the registry of licensed guides (/admin/guias-turismo). */
export function GuidesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const languageName = useLanguageNames();
  const list = useListState(GUIDES_LIST);
  const { data, previousData, loading, error, refetch } = useGuidesListQuery({
    variables: { input: toListInput(list.state) },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteGuide] = useDeleteGuideMutation();
  const [editing, setEditing] = useState<RecordEditing<GuideRowFragment> | null>(null);
  const page = (data ?? previousData)?.guides;

  const columns: RegistryColumn<GuideRowFragment, GuideSortField>[] = [
    {
      key: 'name',
      card: 'title',
      title: t('guides.columns.name'),
      sortField: 'NAME',
      alwaysVisible: true,
      render: (_, guide) => <Typography.Text strong>{fullName(guide)}</Typography.Text>,
    },
    {
      key: 'document',
      card: 'field',
      title: t('guides.columns.document'),
      sortField: 'DOCUMENT_NUMBER',
      render: (_, guide) => (
        <span title={t(`enums.DocumentType.${guide.documentType}`)}>
          {`${guide.documentType} ${guide.documentNumber}`}
        </span>
      ),
    },
    {
      key: 'licenseNumber',
      card: 'field',
      dataIndex: 'licenseNumber',
      sortField: 'LICENSE_NUMBER',
    },
    {
      key: 'languages',
      render: (_, guide) => (
        <span className="registry-tags">
          {guide.languages.map((code) => (
            <Tag key={code} title={code}>
              {languageName(code)}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'licenseExpiresOn',
      card: 'field',
      sortField: 'LICENSE_EXPIRES_ON',
      render: (_, guide) => (
        <time dateTime={guide.licenseExpiresOn}>
          {formatDate(guide.licenseExpiresOn, language)}
        </time>
      ),
    },
    {
      key: 'status',
      card: 'status',
      sortField: 'STATUS',
      render: (_, guide) => (
        <Tag color={STATUS_COLORS[guide.status]}>
          {t(`enums.RegistrationStatus.${guide.status}`)}
        </Tag>
      ),
    },
    { key: 'association', dataIndex: 'association', defaultHidden: true },
    { key: 'phone', dataIndex: 'phone', defaultHidden: true },
    { key: 'email', dataIndex: 'email', defaultHidden: true },
  ];

  return (
    <>
      <RegistryListPage
        config={GUIDES}
        list={list}
        columns={columns}
        filters={[
          { name: 'status', options: enumOptions(t, 'RegistrationStatus', REGISTRATION_STATUSES) },
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
        onEdit={(guide) => setEditing({ mode: 'edit', record: guide })}
        onDelete={(guide) => deleteGuide({ variables: { id: guide.id } })}
      />
      <GuideFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </>
  );
}
