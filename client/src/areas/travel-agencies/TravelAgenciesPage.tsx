import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type TravelAgencyRowFragment,
  type TravelAgencySortField,
  useDeleteTravelAgencyMutation,
  useTravelAgenciesListQuery,
} from '../../../../generated/client';
import { PROVINCES } from '../../../../shared/cusco';
import { isSafeUrl } from '../../../../shared/links';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import type { RecordEditing } from '../../registry/fields/editing';
import { toListInput } from '../../registry/list-state';
import { type RegistryColumn, RegistryListPage } from '../../registry/RegistryListPage';
import { useListState } from '../../registry/useListState';
import { DirectoryImportButton } from '../directory/DirectoryImportButton';
import { DIRECTORY_LISTINGS } from '../directory/listing';
import { NotInDirectoryTag } from '../directory/NotInDirectoryTag';
import {
  AGENCY_CLASSIFICATIONS,
  REGISTRATION_STATUSES,
  STATUS_COLORS,
  TRAVEL_AGENCIES,
  TRAVEL_AGENCIES_LIST,
} from './config';
import { TravelAgencyFormDrawer } from './TravelAgencyFormDrawer';

const agencyName = (agency: TravelAgencyRowFragment) => agency.tradeName;

/** Agencias de Viaje: the registry of travel agencies and tour operators (/admin/agencias-viaje). */
export function TravelAgenciesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListState(TRAVEL_AGENCIES_LIST);
  const { data, previousData, loading, error, refetch } = useTravelAgenciesListQuery({
    variables: { input: toListInput(list.state) },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteAgency] = useDeleteTravelAgencyMutation();
  const [editing, setEditing] = useState<RecordEditing<TravelAgencyRowFragment> | null>(null);
  const page = (data ?? previousData)?.travelAgencies;

  const columns: RegistryColumn<TravelAgencyRowFragment, TravelAgencySortField>[] = [
    {
      key: 'tradeName',
      card: 'title',
      sortField: 'TRADE_NAME',
      alwaysVisible: true,
      render: (_, agency) => <Typography.Text strong>{agency.tradeName}</Typography.Text>,
    },
    // Razón social and district give way on laptop screens (under 1600 px) so that the list
    // fits without scrolling sideways; "Columnas" brings them back.
    {
      key: 'businessName',
      sortField: 'BUSINESS_NAME',
      hiddenBelow: 'xxl',
      render: (_, agency) => <span className="registry-wrap">{agency.businessName}</span>,
    },
    { key: 'ruc', card: 'field', dataIndex: 'ruc', sortField: 'RUC' },
    {
      key: 'classification',
      sortField: 'CLASSIFICATION',
      // The short name a list has room for; the official one on hover, in the form and the CSV.
      render: (_, agency) => (
        <span title={t(`enums.AgencyClassification.${agency.classification}`)}>
          {t(`travelAgencies.classificationShort.${agency.classification}`)}
        </span>
      ),
    },
    { key: 'province', dataIndex: 'province', sortField: 'PROVINCE' },
    { key: 'district', dataIndex: 'district', sortField: 'DISTRICT', hiddenBelow: 'xxl' },
    { key: 'certificateNumber', card: 'field', dataIndex: 'certificateNumber' },
    {
      key: 'expiresOn',
      card: 'field',
      sortField: 'EXPIRES_ON',
      render: (_, agency) =>
        agency.expiresOn ? (
          <time dateTime={agency.expiresOn}>{formatDate(agency.expiresOn, language)}</time>
        ) : (
          <Typography.Text type="secondary" title={t('travelAgencies.undatedHelp')}>
            {t('travelAgencies.undated')}
          </Typography.Text>
        ),
    },
    {
      key: 'status',
      card: 'status',
      sortField: 'STATUS',
      render: (_, agency) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATUS_COLORS[agency.status]}>
            {t(`enums.RegistrationStatus.${agency.status}`)}
          </Tag>
          <NotInDirectoryTag
            since={agency.notInDirectoryAsOf}
            target="TRAVEL_AGENCIES"
            record={{ id: agency.id, name: agency.tradeName }}
            onCleared={() => void refetch()}
          />
        </Flex>
      ),
    },
    { key: 'phone', dataIndex: 'phone', defaultHidden: true },
    { key: 'email', dataIndex: 'email', defaultHidden: true },
    {
      key: 'website',
      defaultHidden: true,
      render: (_, agency) =>
        isSafeUrl(agency.website) ? (
          <a href={agency.website} target="_blank" rel="noopener noreferrer">
            {agency.website.replace(/^https?:\/\//i, '')}
          </a>
        ) : (
          agency.website
        ),
    },
  ];

  return (
    <>
      <RegistryListPage
        config={TRAVEL_AGENCIES}
        list={list}
        columns={columns}
        filters={[
          { name: 'status', options: enumOptions(t, 'RegistrationStatus', REGISTRATION_STATUSES) },
          {
            name: 'province',
            options: PROVINCES.map((province) => ({ value: province, label: province })),
          },
          {
            name: 'classification',
            options: enumOptions(t, 'AgencyClassification', AGENCY_CLASSIFICATIONS),
          },
          {
            name: 'directory',
            options: enumOptions(t, 'DirectoryListing', DIRECTORY_LISTINGS),
          },
        ]}
        rows={page?.items}
        total={page?.pageInfo.total ?? 0}
        loading={loading}
        error={error}
        refetch={refetch}
        recordName={agencyName}
        onCreate={() => setEditing({ mode: 'create' })}
        pageActions={
          <DirectoryImportButton
            config={TRAVEL_AGENCIES}
            target="TRAVEL_AGENCIES"
            onApplied={() => void refetch()}
          />
        }
        onEdit={(agency) => setEditing({ mode: 'edit', record: agency })}
        onDelete={(agency) => deleteAgency({ variables: { id: agency.id } })}
      />
      <TravelAgencyFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
    </>
  );
}
