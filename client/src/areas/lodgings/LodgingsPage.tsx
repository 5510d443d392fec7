import { Flex, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LodgingCategory,
  type LodgingRowFragment,
  type LodgingSortField,
  useDeleteLodgingMutation,
  useLodgingsListQuery,
} from '../../../../generated/client';
import { PROVINCES } from '../../../../shared/cusco';
import { mapLink } from '../../../../shared/links';
import { enumOptions } from '../../registry/area';
import type { RecordEditing } from '../../registry/fields/editing';
import { toListInput } from '../../registry/list-state';
import { type RegistryColumn, RegistryListPage } from '../../registry/RegistryListPage';
import { useListState } from '../../registry/useListState';
import { DirectoryImportButton } from '../directory/DirectoryImportButton';
import { DIRECTORY_LISTINGS } from '../directory/listing';
import { NotInDirectoryTag } from '../directory/NotInDirectoryTag';
import {
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
  LODGINGS,
  LODGINGS_LIST,
  STATUS_COLORS,
  starsOf,
} from './config';
import { LodgingFormDrawer } from './LodgingFormDrawer';

const lodgingName = (lodging: LodgingRowFragment) => lodging.tradeName;

/** A category as stars, named for screen readers ("3 estrellas"); none: the words. */
function CategoryStars({ category }: { category: LodgingCategory }) {
  const { t } = useTranslation();
  const label = t(`enums.LodgingCategory.${category}`);
  const { token } = theme.useToken();
  const stars = starsOf(category);
  if (stars === 0) return <Typography.Text type="secondary">{label}</Typography.Text>;
  // The darker warning shade: stars that keep their contrast in the light and the dark themes.
  const style = { color: token.colorWarningTextActive, whiteSpace: 'nowrap' } as const;
  return (
    <span role="img" aria-label={label} title={label} style={style}>
      {'★'.repeat(stars)}
    </span>
  );
}

/** Rooms or beds; a lodging imported from the directory has none until staff add them. */
function Count({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  if (value != null) return <>{value}</>;
  return (
    <Typography.Text type="secondary" title={t('lodgings.noCountsHelp')}>
      {t('lodgings.noCounts')}
    </Typography.Text>
  );
}

/** Hospedajes: the registry of hotels, hostales and other lodgings (/admin/hospedajes). */
export function LodgingsPage() {
  const { t } = useTranslation();
  const list = useListState(LODGINGS_LIST);
  const { data, previousData, loading, error, refetch } = useLodgingsListQuery({
    variables: { input: toListInput(list.state) },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteLodging] = useDeleteLodgingMutation();
  const [editing, setEditing] = useState<RecordEditing<LodgingRowFragment> | null>(null);
  const page = (data ?? previousData)?.lodgings;

  const columns: RegistryColumn<LodgingRowFragment, LodgingSortField>[] = [
    {
      key: 'tradeName',
      card: 'title',
      sortField: 'TRADE_NAME',
      alwaysVisible: true,
      render: (_, lodging) => <Typography.Text strong>{lodging.tradeName}</Typography.Text>,
    },
    // Razón social and district give way on laptop screens (under 1600 px) so that the list
    // fits without scrolling sideways; "Columnas" brings them back.
    {
      key: 'businessName',
      sortField: 'BUSINESS_NAME',
      hiddenBelow: 'xxl',
      render: (_, lodging) => <span className="registry-wrap">{lodging.businessName}</span>,
    },
    { key: 'ruc', card: 'field', dataIndex: 'ruc', sortField: 'RUC' },
    { key: 'certificateNumber', card: 'field', dataIndex: 'certificateNumber' },
    {
      key: 'lodgingClass',
      card: 'field',
      sortField: 'LODGING_CLASS',
      render: (_, lodging) => t(`enums.LodgingClass.${lodging.lodgingClass}`),
    },
    {
      key: 'category',
      card: 'field',
      sortField: 'CATEGORY',
      render: (_, lodging) => <CategoryStars category={lodging.category} />,
    },
    { key: 'province', dataIndex: 'province', sortField: 'PROVINCE' },
    { key: 'district', dataIndex: 'district', sortField: 'DISTRICT', hiddenBelow: 'xxl' },
    // Rooms and beds give way at 1366 px too, where the certificate takes their room;
    // "Columnas" brings them back.
    {
      key: 'rooms',
      sortField: 'ROOMS',
      align: 'right',
      hiddenBelow: 'xxl',
      render: (_, lodging) => <Count value={lodging.rooms} />,
    },
    {
      key: 'beds',
      sortField: 'BEDS',
      align: 'right',
      hiddenBelow: 'xxl',
      render: (_, lodging) => <Count value={lodging.beds} />,
    },
    {
      key: 'status',
      card: 'status',
      sortField: 'STATUS',
      render: (_, lodging) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATUS_COLORS[lodging.status]}>
            {t(`enums.LodgingStatus.${lodging.status}`)}
          </Tag>
          <NotInDirectoryTag
            since={lodging.notInDirectoryAsOf}
            target="LODGINGS"
            record={{ id: lodging.id, name: lodging.tradeName }}
            onCleared={() => void refetch()}
          />
        </Flex>
      ),
    },
    { key: 'phone', dataIndex: 'phone', defaultHidden: true },
    { key: 'email', dataIndex: 'email', defaultHidden: true },
    {
      key: 'coordinates',
      title: t('lodgings.columns.coordinates'),
      defaultHidden: true,
      render: (_, lodging) =>
        lodging.latitude != null &&
        lodging.longitude != null && (
          <a
            href={mapLink(lodging.latitude, lodging.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            title={`${lodging.latitude}, ${lodging.longitude}`}
            aria-label={t('lodgings.mapLinkOf', { name: lodging.tradeName })}
          >
            {t('lodgings.mapLink')}
          </a>
        ),
    },
  ];

  return (
    <>
      <RegistryListPage
        config={LODGINGS}
        list={list}
        columns={columns}
        filters={[
          { name: 'status', options: enumOptions(t, 'LodgingStatus', LODGING_STATUSES) },
          {
            name: 'province',
            options: PROVINCES.map((province) => ({ value: province, label: province })),
          },
          { name: 'lodgingClass', options: enumOptions(t, 'LodgingClass', LODGING_CLASSES) },
          { name: 'category', options: enumOptions(t, 'LodgingCategory', LODGING_CATEGORIES) },
          { name: 'directory', options: enumOptions(t, 'DirectoryListing', DIRECTORY_LISTINGS) },
        ]}
        rows={page?.items}
        total={page?.pageInfo.total ?? 0}
        loading={loading}
        error={error}
        refetch={refetch}
        recordName={lodgingName}
        onCreate={() => setEditing({ mode: 'create' })}
        pageActions={
          <DirectoryImportButton
            config={LODGINGS}
            target="LODGINGS"
            onApplied={() => void refetch()}
          />
        }
        onEdit={(lodging) => setEditing({ mode: 'edit', record: lodging })}
        onDelete={(lodging) => deleteLodging({ variables: { id: lodging.id } })}
      />
      <LodgingFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </>
  );
}
