import { EditOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Grid,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageId } from '../../i18n/languages';
import { AssistantTopicDrawer } from './AssistantTopicDrawer';
import {
  type AssistantContact,
  type AssistantTopic,
  useAssistantTopics,
} from './useAssistantTopics';

/** How many phrases the list shows before "+n". */
const PHRASES_SHOWN = 4;

/**
 * "Asistente Virtual": what the public page's assistant answers, topic by topic, for an
 * ADMINISTRADOR to edit (chip texts, answers and phrases in the three languages, the numbers
 * offered with each answer). The set of topics is fixed: the public page builds on each one.
 */
export function AssistantPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
  const assistant = useAssistantTopics();
  const [editing, setEditing] = useState<AssistantTopic | null>(null);
  const [open, setOpen] = useState(false);

  const contactName = (id: string, contacts: AssistantContact[]) => {
    const contact = contacts.find((candidate) => candidate.id === id);
    return contact ? `${contact.names[language] || contact.names.es} · ${contact.phone}` : null;
  };
  const label = (topic: AssistantTopic) => topic.label[language] || topic.label.es;

  const numbers = (topic: AssistantTopic) => (
    <Flex gap={4} wrap>
      {topic.callContactIds.map((id) => {
        const name = contactName(id, assistant.contacts);
        return name ? (
          <Tag key={id} style={{ whiteSpace: 'normal' }}>
            {name}
          </Tag>
        ) : (
          <Tag key={id} color="error">
            {t('assistant.missingContact')}
          </Tag>
        );
      })}
    </Flex>
  );
  const phrases = (topic: AssistantTopic) => {
    const list = topic.phrases[language] ?? [];
    if (topic.id === 'FALLBACK') {
      return <Typography.Text type="secondary">{t('assistant.fallbackPhrases')}</Typography.Text>;
    }
    return (
      <Flex gap={4} wrap>
        {list.slice(0, PHRASES_SHOWN).map((phrase) => (
          <Tag key={phrase}>{phrase}</Tag>
        ))}
        {list.length > PHRASES_SHOWN && (
          <Typography.Text type="secondary">
            {t('assistant.morePhrases', { count: list.length - PHRASES_SHOWN })}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const edit = (topic: AssistantTopic) => (
    <Button
      icon={<EditOutlined />}
      aria-label={t('assistant.edit', { name: label(topic) })}
      onClick={() => {
        setEditing(topic);
        setOpen(true);
      }}
    />
  );

  const columns: TableColumnsType<AssistantTopic> = screens.md
    ? [
        { title: t('assistant.columns.order'), dataIndex: 'position', key: 'position', width: 72 },
        { title: t('assistant.columns.topic'), key: 'topic', render: (_, topic) => label(topic) },
        {
          title: t('assistant.columns.phrases'),
          key: 'phrases',
          render: (_, topic) => phrases(topic),
        },
        {
          title: t('assistant.columns.numbers'),
          key: 'numbers',
          render: (_, topic) => numbers(topic),
        },
        {
          title: t('assistant.columns.actions'),
          key: 'actions',
          width: 80,
          render: (_, topic) => edit(topic),
        },
      ]
    : [
        // A phone: one column, the edit button beside the topic's name.
        {
          title: t('assistant.columns.topic'),
          key: 'topic',
          render: (_, topic) => (
            <Flex vertical gap={6}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>{label(topic)}</Typography.Text>
                {edit(topic)}
              </Flex>
              {phrases(topic)}
              {numbers(topic)}
            </Flex>
          ),
        },
      ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('shell.nav.assistant')}
      </Typography.Title>
      <Card styles={{ body: { padding: screens.sm ? undefined : 12 } }}>
        <Typography.Paragraph type="secondary">{t('assistant.intro')}</Typography.Paragraph>
        {assistant.failed ? (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            action={<Button onClick={() => assistant.retry()}>{t('assistant.retry')}</Button>}
          />
        ) : (
          <Table<AssistantTopic>
            rowKey="id"
            loading={assistant.loading}
            pagination={false}
            size={screens.sm ? 'middle' : 'small'}
            dataSource={assistant.topics}
            columns={columns}
          />
        )}
      </Card>
      <AssistantTopicDrawer
        open={open}
        topic={editing}
        contacts={assistant.contacts}
        onClose={() => setOpen(false)}
        onSave={async (draft) => {
          if (!editing) return;
          await assistant.save(editing, draft);
          message.success(t('assistant.saved'));
        }}
      />
    </Flex>
  );
}
