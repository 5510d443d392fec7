import { Alert, App, Button, Form, Input, Select, Typography } from 'antd';
import { type RefObject, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type IncidentDetailFragment,
  useIncidentOfficerOptionsQuery,
  useUpdateIncidentMutation,
} from '../../../../generated/client';
import { type DiscardGuardHandle, useDiscardGuard } from '../../forms/useDiscardGuard';
import { enumOptions } from '../../registry/area';
import {
  applyFieldErrors,
  type MessageRule,
  registryFieldMessage,
} from '../../registry/field-errors';
import { problemMessage, registryProblem } from '../../registry/problems';
import { nextStatuses, officerGroups, updateInputOf, type WorkValues } from './incident-values';

/** The incidents service's own field messages (server/areas/incidents/service.ts). */
export const INCIDENT_MESSAGES: readonly MessageRule[] = [
  [/^Cannot go from \w+ to \w+$/, 'incidents.validation.status'],
  ['No such officer', 'incidents.validation.officer'],
  ['No such jurisdiction', 'incidents.validation.jurisdiction'],
];

/** The longest note for the tourist the server takes. */
const NOTE_MAX = 1000;

export interface IncidentWorkFormProps {
  /** The drawer closes through it: a half-written note or change asks before it is lost. */
  ref?: RefObject<DiscardGuardHandle | null>;
  incident: IncidentDetailFragment;
  jurisdictions: readonly { id: string; name: string }[];
  onSaved: () => void;
}

/**
 * Works an open case: a next status the workflow allows (only those are offered), a note the
 * tourist reads on the follow-up page, the officer in charge (of the case's jurisdiction
 * first), another jurisdiction. Sends only what changed; the server's field errors show on
 * their fields.
 */
export function IncidentWorkForm({ ref, incident, jurisdictions, onSaved }: IncidentWorkFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<WorkValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [updateIncident, { loading: saving }] = useUpdateIncidentMutation();
  const officers = useIncidentOfficerOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const jurisdictionId = incident.office.jurisdictionId;

  const groups = officerGroups(
    officers.data?.policeOfficers.items ?? [],
    jurisdictionId,
    (officer) =>
      `${t(`enums.PoliceRank.${officer.rank}`)} ${officer.lastNames}, ${officer.firstNames}`,
  );
  // The officer in charge stays choosable even if the registry no longer lists them.
  const current =
    incident.assigneeId &&
    ![...groups.here, ...groups.others].some((option) => option.value === incident.assigneeId)
      ? [{ value: incident.assigneeId, label: incident.assigneeName ?? incident.assigneeId }]
      : [];
  const officerOptions = [
    {
      label: t('incidents.work.officersOf', { name: incident.office.jurisdiction }),
      options: [...current, ...groups.here],
    },
    { label: t('incidents.work.otherOfficers'), options: groups.others },
  ].filter((group) => group.options.length > 0);

  const initial: WorkValues = {
    status: null,
    note: '',
    assigneeId: incident.assigneeId ?? null,
    jurisdictionId,
  };
  const guard = useDiscardGuard(form, { open: true, initialValues: initial });
  useImperativeHandle(ref, () => ({ close: guard.close }), [guard.close]);

  const submit = async (values: WorkValues) => {
    setProblem(null);
    const input = updateInputOf(
      { assigneeId: incident.assigneeId ?? null, jurisdictionId },
      values,
    );
    if (Object.keys(input).length === 0) {
      setProblem(t('incidents.work.nothing'));
      return;
    }
    try {
      await updateIncident({ variables: { id: incident.id, input } });
      // Saved: nothing is left to lose until the next change, even before the fresh form shows.
      guard.markClean();
      message.success(t('incidents.work.saved'));
      onSaved();
    } catch (error) {
      const found = registryProblem(error);
      if (found.kind === 'bad-request') {
        const unplaced = applyFieldErrors(form, found.fields, (text) =>
          registryFieldMessage(t, text, INCIDENT_MESSAGES),
        );
        setProblem(unplaced.length === 0 ? null : problemMessage(t, found));
      } else if (found.kind === 'conflict') {
        setProblem(t('incidents.work.closed'));
      } else {
        setProblem(problemMessage(t, found));
      }
    }
  };

  return (
    <section>
      <Typography.Title level={2} className="incidents-heading">
        {t('incidents.work.title')}
      </Typography.Title>
      {problem && (
        <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />
      )}
      <Form<WorkValues> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="status" label={t('incidents.work.status')}>
          <Select
            allowClear
            placeholder={t('incidents.work.keepStatus')}
            options={enumOptions(t, 'IncidentStatus', nextStatuses(incident.status))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('incidents.work.note')}
          extra={t('incidents.work.noteHelp')}
          rules={[{ max: NOTE_MAX, message: t('registry.validation.tooLong', { max: NOTE_MAX }) }]}
        >
          <Input.TextArea rows={3} maxLength={NOTE_MAX} />
        </Form.Item>
        <Form.Item name="assigneeId" label={t('incidents.work.assignee')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('incidents.unassigned')}
            loading={officers.loading}
            options={officerOptions}
          />
        </Form.Item>
        <Form.Item
          name="jurisdictionId"
          label={t('incidents.work.jurisdiction')}
          extra={t('incidents.work.jurisdictionHelp')}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={
              jurisdictions.some(({ id }) => id === jurisdictionId)
                ? jurisdictions.map(({ id, name }) => ({ value: id, label: name }))
                : [
                    { value: jurisdictionId, label: incident.office.jurisdiction },
                    ...jurisdictions.map(({ id, name }) => ({ value: id, label: name })),
                  ]
            }
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('incidents.work.save')}
        </Button>
      </Form>
    </section>
  );
}
