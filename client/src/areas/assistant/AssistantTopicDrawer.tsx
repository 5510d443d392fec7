import { Alert, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PHRASE_LENGTH, phraseTooShort } from '../../../../shared/assistant-topics';
import { foldToWords } from '../../../../shared/fold-text';
import { isPublicLanguage, type PublicLanguage } from '../../../../shared/locales';
import {
  isRequiredLanguage,
  OPTIONAL_LANGUAGES,
  TEXT_LANGUAGES,
  TEXT_RULES,
} from '../../forms/localized';
import { StaleTranslations } from '../../forms/StaleTranslations';
import { useDiscardGuard } from '../../forms/useDiscardGuard';
import { isLanguageId } from '../../i18n/languages';
import {
  applyFieldErrors,
  type MessageRule,
  registryFieldMessage,
} from '../../registry/field-errors';
import { useLanguageNames } from '../../registry/languages';
import { problemMessage, registryProblem } from '../../registry/problems';
import { useScreenAtLeast } from '../../shell/config/useMediaQuery';
import {
  type AssistantContact,
  type AssistantTopic,
  type AssistantTopicDraft,
  toDraft,
} from './useAssistantTopics';

// The server's limits (server/areas/assistant/input.ts), checked here first so that most
// mistakes are told before a round trip.
const MAX_LABEL = 40;
const MAX_ANSWER = 2000;
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

/** The language of a field's path (`['label', 'ja']`, or the server's `phrases.ja.2`). */
function languageOf(path: readonly (string | number)[]): PublicLanguage | null {
  const lang = path[1];
  return isPublicLanguage(lang) ? lang : null;
}

/**
 * Edits one topic: per language (a tab each; Spanish and English required, the others
 * optional) its chip text, answer and phrases; then the numbers offered.
 */
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
  const [tab, setTab] = useState<PublicLanguage>('es');
  const formId = useId();
  const name = useLanguageNames();
  const nameIn = useLanguageNames({ inText: true });
  const fallback = topic?.id === 'FALLBACK';
  const guard = useDiscardGuard(form, { open });
  const saved = topic ? toDraft(topic) : null;
  const labels: AssistantTopicDraft['label'] | undefined = Form.useWatch('label', form);
  const answers: AssistantTopicDraft['answer'] | undefined = Form.useWatch('answer', form);
  const untranslated = OPTIONAL_LANGUAGES.filter(
    (lang) => TEXT_RULES.isEmpty(labels?.[lang]) && TEXT_RULES.isEmpty(answers?.[lang]),
  );
  /** Shows the tab of the first field with a problem: the others' fields are out of sight. */
  const showProblemTab = (paths: readonly (readonly (string | number)[])[]) => {
    const lang = paths.map(languageOf).find((found) => found !== null);
    if (lang) setTab(lang);
  };

  useEffect(() => {
    if (!open || !topic) return;
    form.resetFields();
    form.setFieldsValue(toDraft(topic));
    guard.markClean();
    setProblem(null);
    setTab('es');
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
        showProblemTab(Object.keys(found.fields).map((key) => key.split('.')));
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
  const phraseRules = (lang: PublicLanguage) => [
    ...(fallback || !isRequiredLanguage(lang)
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
        if (list.some(phraseTooShort)) {
          return Promise.reject(
            new Error(t('assistant.validation.phraseTooShort', { min: MIN_PHRASE_LENGTH })),
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
        onFinishFailed={({ errorFields }) => showProblemTab(errorFields.map((f) => f.name))}
        scrollToFirstError={{ block: 'center' }}
      >
        <StaleTranslations
          texts={[
            [saved?.label ?? null, labels],
            [saved?.answer ?? null, answers],
          ]}
        />
        {untranslated.length > 0 && (
          <Typography.Paragraph type="secondary">
            {t('localized.untranslated', {
              languages: untranslated.map(nameIn).join(', '),
            })}{' '}
            {t('localized.fallbackHint')}
          </Typography.Paragraph>
        )}
        <div style={{ display: 'grid', gap: 4, marginBottom: 16 }}>
          <label htmlFor={`${formId}-language`}>
            <Typography.Text strong>{t('localized.language')}</Typography.Text>
          </label>
          <Select
            id={`${formId}-language`}
            value={tab}
            onChange={(lang: PublicLanguage) => setTab(lang)}
            options={TEXT_LANGUAGES.map((lang) => ({
              value: lang,
              label: untranslated.includes(lang)
                ? `${name(lang)} · ${t('localized.missing')}`
                : name(lang),
            }))}
            style={{ width: '100%' }}
          />
        </div>
        {TEXT_LANGUAGES.map((lang) => {
          const rules = isRequiredLanguage(lang) ? [required] : [];
          // Every language's fields stay mounted, out of sight: validated and saved from any.
          return (
            <section key={lang} hidden={lang !== tab} aria-label={name(lang)}>
              <Form.Item
                name={['label', lang]}
                label={t('assistant.form.label', { language: nameIn(lang) })}
                extra={t('assistant.form.labelHint')}
                rules={[
                  ...rules,
                  {
                    max: MAX_LABEL,
                    message: t('registry.validation.tooLong', { max: MAX_LABEL }),
                  },
                ]}
              >
                <Input maxLength={MAX_LABEL} showCount lang={lang} />
              </Form.Item>
              <Form.Item
                name={['answer', lang]}
                label={t('assistant.form.answer', { language: nameIn(lang) })}
                extra={t('assistant.form.answerHint')}
                rules={[
                  ...rules,
                  {
                    max: MAX_ANSWER,
                    message: t('registry.validation.tooLong', { max: MAX_ANSWER }),
                  },
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 5, maxRows: 14 }}
                  maxLength={MAX_ANSWER}
                  showCount
                  lang={lang}
                />
              </Form.Item>
              {!fallback && (
                <Form.Item
                  name={['phrases', lang]}
                  label={t('assistant.form.phrases', { language: nameIn(lang) })}
                  extra={t('assistant.form.phrasesHint')}
                  rules={phraseRules(lang)}
                >
                  <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ';']} />
                </Form.Item>
              )}
            </section>
          );
        })}
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
