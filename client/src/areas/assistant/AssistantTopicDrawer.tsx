import { Alert, Button, Divider, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldToWords } from '../../../../shared/fold-text';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { isLanguageId } from '../../i18n/languages';
import {
  applyFieldErrors,
  type MessageRule,
  registryFieldMessage,
} from '../../registry/field-errors';
import { problemMessage, registryProblem } from '../../registry/problems';
import { useScreenAtLeast } from '../../shell/config/useMediaQuery';
import {
  type AssistantContact,
  type AssistantTopic,
  type AssistantTopicDraft,
  TOPIC_LANGUAGES,
  toDraft,
} from './useAssistantTopics';

// The server's limits (server/areas/assistant/input.ts), checked here first so that most
// mistakes are told before a round trip.
const MAX_LABEL = 40;
const MAX_ANSWER = 2000;
const MIN_PHRASE = 2;
const MAX_PHRASE = 60;
const MAX_PHRASES = 40;
const MAX_CONTACTS = 6;

/** The assistant's own server messages; the registries' shared ones cover the rest. */
const MESSAGES: readonly MessageRule[] = [
  ['Repeated phrase', 'assistant.validation.repeated'],
  [/^At least (?<min>\d+) characters$/, 'assistant.validation.phraseTooShort'],
  [/^At most (?<max>\d+) phrases$/, 'assistant.validation.tooManyPhrases'],
  ['At least one phrase', 'assistant.validation.phrasesRequired'],
  [/^The fallback answers/, 'assistant.validation.fallbackPhrases'],
  ['No such emergency number', 'assistant.validation.unknownContact'],
  ['Each number once', 'assistant.validation.repeatedContact'],
  [/^At most (?<max>\d+) numbers$/, 'assistant.validation.tooManyContacts'],
];

export interface AssistantTopicDrawerProps {
  open: boolean;
  topic: AssistantTopic | null;
  contacts: AssistantContact[];
  /** Saves; a thrown error is shown on the fields it names and the drawer stays open. */
  onSave: (draft: AssistantTopicDraft) => Promise<unknown>;
  onClose: () => void;
}

/** Edits one topic: per language its chip text, answer and phrases; then the numbers offered. */
export function AssistantTopicDrawer({
  open,
  topic,
  contacts,
  onSave,
  onClose,
}: AssistantTopicDrawerProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
  const wide = useScreenAtLeast('sm');
  const [form] = Form.useForm<AssistantTopicDraft>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fallback = topic?.id === 'FALLBACK';
  const guard = useDiscardGuard(form, { open });

  useEffect(() => {
    if (!open || !topic) return;
    form.resetFields();
    form.setFieldsValue(toDraft(topic));
    guard.markClean();
    setProblem(null);
  }, [open, topic, form, guard.markClean]);

  const finish = async (draft: AssistantTopicDraft) => {
    setSaving(true);
    setProblem(null);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      const found = registryProblem(error);
      if (found.kind === 'bad-request') {
        const unplaced = applyFieldErrors(form, found.fields, (text) =>
          registryFieldMessage(t, text, MESSAGES),
        );
        setProblem(
          unplaced.length === 0
            ? t('registry.errors.checkFields')
            : unplaced
                .map((key) => registryFieldMessage(t, found.fields[key] ?? '', MESSAGES))
                .join(' '),
        );
      } else {
        setProblem(problemMessage(t, found));
      }
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('registry.validation.required') };
  const phraseRules = [
    ...(fallback
      ? []
      : [
          {
            required: true,
            type: 'array' as const,
            min: 1,
            message: t('assistant.validation.phrasesRequired'),
          },
        ]),
    {
      validator: (_: unknown, value: string[] | undefined) => {
        const list = value ?? [];
        if (list.length > MAX_PHRASES)
          return Promise.reject(
            new Error(t('assistant.validation.tooManyPhrases', { max: MAX_PHRASES })),
          );
        if (list.some((phrase) => phrase.trim().length < MIN_PHRASE)) {
          return Promise.reject(
            new Error(t('assistant.validation.phraseTooShort', { min: MIN_PHRASE })),
          );
        }
        if (list.some((phrase) => phrase.trim().length > MAX_PHRASE)) {
          return Promise.reject(new Error(t('registry.validation.tooLong', { max: MAX_PHRASE })));
        }
        if (new Set(list.map(foldToWords)).size !== list.length) {
          return Promise.reject(new Error(t('assistant.validation.repeated')));
        }
        return Promise.resolve();
      },
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={() => guard.close(onClose)}
      size={wide ? 640 : '100%'}
      mask={{ closable: false }}
      destroyOnHidden
      title={
        topic ? t('assistant.editTitle', { name: topic.label[language] || topic.label.es }) : ''
      }
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => guard.close(onClose)}>{t('registry.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('registry.form.save')}
          </Button>
        </Space>
      }
    >
      {problem && (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form<AssistantTopicDraft>
        form={form}
        name="assistant-topic"
        layout="vertical"
        onFinish={finish}
        scrollToFirstError={{ block: 'center' }}
      >
        {TOPIC_LANGUAGES.map((lang) => (
          <section key={lang} aria-labelledby={`assistant-topic-${lang}`}>
            <Typography.Title level={2} id={`assistant-topic-${lang}`} style={{ fontSize: 16 }}>
              {t(`assistant.form.language.${lang}`)}
            </Typography.Title>
            <Form.Item
              name={['label', lang]}
              label={t(`assistant.form.label.${lang}`)}
              extra={t('assistant.form.labelHint')}
              rules={[
                required,
                { max: MAX_LABEL, message: t('registry.validation.tooLong', { max: MAX_LABEL }) },
              ]}
            >
              <Input maxLength={MAX_LABEL} showCount />
            </Form.Item>
            <Form.Item
              name={['answer', lang]}
              label={t(`assistant.form.answer.${lang}`)}
              extra={t('assistant.form.answerHint')}
              rules={[
                required,
                { max: MAX_ANSWER, message: t('registry.validation.tooLong', { max: MAX_ANSWER }) },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 5, maxRows: 14 }}
                maxLength={MAX_ANSWER}
                showCount
              />
            </Form.Item>
            {!fallback && (
              <Form.Item
                name={['phrases', lang]}
                label={t(`assistant.form.phrases.${lang}`)}
                extra={t('assistant.form.phrasesHint')}
                rules={phraseRules}
              >
                <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';']} />
              </Form.Item>
            )}
            <Divider />
          </section>
        ))}
        {fallback && (
          <Typography.Paragraph type="secondary">
            {t('assistant.fallbackPhrases')}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="callContactIds"
          label={t('assistant.form.numbers')}
          extra={t('assistant.form.numbersHint')}
          rules={[
            {
              type: 'array',
              max: MAX_CONTACTS,
              message: t('assistant.validation.tooManyContacts', { max: MAX_CONTACTS }),
            },
          ]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={contacts.map((contact) => ({
              value: contact.id,
              label: `${contact.names[language] || contact.names.es} · ${contact.phone}${contact.hidden ? ` (${t('emergencyContacts.hiddenTag')})` : ''}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
