import { Descriptions, Table, Tabs, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DirectoryImportFieldsFragment, DirectoryTarget } from '../../../../generated/client';
import { LODGING_CLASSES } from '../../../../shared/registry-values';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import type { RegistryAreaConfig } from '../../registry/area';
import { fieldLabel, formatValue } from '../../registry/history-values';
import { AGENCY_CLASSIFICATIONS } from '../travel-agencies/config';

type Preview = NonNullable<DirectoryImportFieldsFragment['preview']>;
type Change = Preview['changed'][number]['changes'][number];

/** The fields a new record's row shows, in the registry's words. */
const NEW_RECORD_FIELDS: Record<DirectoryTarget, readonly string[]> = {
  TRAVEL_AGENCIES: ['tradeName', 'classification', 'district', 'certificateNumber'],
  LODGINGS: ['tradeName', 'lodgingClass', 'category', 'district', 'certificateNumber'],
};

/** The classifications an import can give a registry's records, as its forms name them. */
const EXPECTED_CLASSES: Record<DirectoryTarget, { enumName: string; values: readonly string[] }> = {
  TRAVEL_AGENCIES: { enumName: 'AgencyClassification', values: AGENCY_CLASSIFICATIONS },
  // "Otro" is a class staff give; the directory names none of it.
  LODGINGS: {
    enumName: 'LodgingClass',
    values: LODGING_CLASSES.filter((value) => value !== 'OTRO'),
  },
};

function expectedClasses(t: TFunction, language: string, target: DirectoryTarget): string {
  const { enumName, values } = EXPECTED_CLASSES[target];
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    values.map((value) => t(`enums.${enumName}.${value}`)),
  );
}

/** How each list of the preview is shown: compact, ten a page, scrolling sideways on a phone. */
const LIST = {
  size: 'small',
  pagination: { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false },
  scroll: { x: 'max-content' },
} as const;

export interface DirectoryPreviewProps {
  config: RegistryAreaConfig;
  record: DirectoryImportFieldsFragment;
  preview: Preview;
}

/**
 * What confirming an import would do, before anything changes: the file read, then the new
 * records, the changes field by field (a person's edits kept and said so), the records the
 * directory no longer lists and the rows refused with their reasons.
 */
export function DirectoryPreview({ config, record, preview }: DirectoryPreviewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const context = { t, language };
  const value = (field: string, shown: unknown) => formatValue(config, field, shown, context);
  const label = (field: string) => fieldLabel(config, field, context);
  // An unknown class says what the row read and what the registry takes.
  const problemText = (problem: string, row: Preview['rejected'][number]) =>
    problem === 'UNKNOWN_CLASS'
      ? t('directory.preview.unknownClass', {
          clase: row.classText ?? '',
          categoria: row.categoryText ?? '',
          expected: expectedClasses(t, language, record.target),
        })
      : t(`directory.problems.${problem}`);
  const changeText = (change: Change) =>
    t('registry.history.change', {
      before: value(change.field, change.before),
      after: value(change.field, change.after),
    });

  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'file', label: t('directory.preview.file'), children: record.fileName },
          {
            key: 'cutoff',
            label: t('directory.preview.cutoff'),
            children: record.cutoff
              ? formatDate(record.cutoff, language)
              : t('directory.preview.noCutoff'),
          },
          {
            key: 'region',
            label: t('directory.preview.region'),
            children: t('directory.preview.regionRows', {
              region: record.region,
              count: preview.otherRegions,
            }),
          },
          {
            key: 'unchanged',
            label: t('directory.preview.unchanged'),
            children: preview.unchanged,
          },
          // Records with nothing to change still get the file's cut-off (all on a first import).
          ...(preview.confirmed > 0
            ? [
                {
                  key: 'confirmed',
                  label: t('directory.preview.confirmed'),
                  children: t('directory.preview.records', { count: preview.confirmed }),
                },
              ]
            : []),
        ]}
      />
      <Tabs
        items={[
          {
            key: 'created',
            label: t('directory.preview.tabs.created', { count: preview.created.length }),
            children: (
              <Table
                {...LIST}
                rowKey="line"
                dataSource={preview.created}
                locale={{ emptyText: t('directory.preview.none.created') }}
                columns={[
                  { key: 'line', title: t('directory.preview.line'), dataIndex: 'line' },
                  { key: 'ruc', title: label('ruc'), dataIndex: 'key' },
                  ...NEW_RECORD_FIELDS[record.target].map((field) => ({
                    key: field,
                    title: label(field),
                    render: (_: unknown, row: Preview['created'][number]) =>
                      value(field, row.values[field]),
                  })),
                ]}
              />
            ),
          },
          {
            key: 'changed',
            label: t('directory.preview.tabs.changed', { count: preview.changed.length }),
            children: (
              <Table
                {...LIST}
                rowKey="id"
                dataSource={preview.changed}
                locale={{ emptyText: t('directory.preview.none.changed') }}
                columns={[
                  { key: 'label', title: t('directory.preview.record'), dataIndex: 'label' },
                  {
                    key: 'changes',
                    title: t('directory.preview.changes'),
                    render: (_, row) => (
                      <dl className="directory-changes">
                        {row.listedAgain && (
                          <Tag color="green">{t('directory.preview.listedAgain')}</Tag>
                        )}
                        {row.changes.map((change) => (
                          <div key={change.field}>
                            <dt>{label(change.field)}</dt>
                            <dd>{changeText(change)}</dd>
                          </div>
                        ))}
                        {row.kept.map((change) => (
                          <div key={change.field}>
                            <dt>{label(change.field)}</dt>
                            <dd>
                              <Tag color="gold">{t('directory.preview.kept')}</Tag>
                              {t('directory.preview.keptDetail', {
                                value: value(change.field, change.before),
                                directory: value(change.field, change.after),
                              })}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'missing',
            label: t('directory.preview.tabs.missing', { count: preview.missing.length }),
            children: (
              <>
                <Typography.Paragraph type="secondary">
                  {t('directory.preview.missingHelp')}
                  {preview.stillMissing > 0 &&
                    ` ${t('directory.preview.stillMissing', { count: preview.stillMissing })}`}
                </Typography.Paragraph>
                <Table
                  {...LIST}
                  rowKey="id"
                  dataSource={preview.missing}
                  locale={{ emptyText: t('directory.preview.none.missing') }}
                  columns={[
                    { key: 'label', title: t('directory.preview.record'), dataIndex: 'label' },
                    { key: 'ruc', title: label('ruc'), dataIndex: 'ruc' },
                    // A company's lodgings share its RUC: the certificate tells them apart.
                    ...(record.target === 'LODGINGS'
                      ? [
                          {
                            key: 'certificateNumber',
                            title: label('certificateNumber'),
                            render: (_: unknown, row: Preview['missing'][number]) =>
                              row.certificateNumber ?? '—',
                          },
                        ]
                      : []),
                  ]}
                />
              </>
            ),
          },
          {
            key: 'rejected',
            label: t('directory.preview.tabs.rejected', { count: preview.rejectedCount }),
            children: (
              <>
                {/* The server keeps the first rows refused; the rest are only counted. */}
                {preview.rejectedCount > preview.rejected.length && (
                  <Typography.Paragraph type="secondary">
                    {t('directory.preview.rejectedShown', {
                      shown: preview.rejected.length,
                      count: preview.rejectedCount,
                    })}
                  </Typography.Paragraph>
                )}
                <Table
                  {...LIST}
                  rowKey="line"
                  dataSource={preview.rejected}
                  locale={{ emptyText: t('directory.preview.none.rejected') }}
                  columns={[
                    { key: 'line', title: t('directory.preview.line'), dataIndex: 'line' },
                    { key: 'ruc', title: label('ruc'), render: (_, row) => row.ruc ?? '—' },
                    {
                      key: 'name',
                      title: t('directory.preview.record'),
                      render: (_, row) => row.name ?? '—',
                    },
                    {
                      key: 'problems',
                      title: t('directory.preview.reasons'),
                      render: (_, row) =>
                        row.problems.map((problem) => problemText(problem, row)).join('; '),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
