import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CompassOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  LineChartOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  PieChartOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/**
 * Icon names of the navigation data (`namespace:name`, e.g. `heroicons_outline:users`, or the
 * same name under `heroicons_solid`, `mat_outline`, `feather` …) mapped to antd icons by their name
 * alone. One table: add a row when the menu uses a new icon.
 */
const ICONS: Record<string, IconComponent> = {
  home: HomeOutlined,
  'home-modern': ShopOutlined,
  users: TeamOutlined,
  'user-group': TeamOutlined,
  user: UserOutlined,
  'user-circle': UserOutlined,
  account_circle: UserOutlined,
  identification: IdcardOutlined,
  'shield-check': SafetyCertificateOutlined,
  'shield-exclamation': SafetyOutlined,
  shield: SafetyOutlined,
  map: EnvironmentOutlined,
  'map-pin': EnvironmentOutlined,
  'globe-alt': GlobalOutlined,
  'globe-americas': GlobalOutlined,
  globe: GlobalOutlined,
  'building-office': BankOutlined,
  'building-office-2': BankOutlined,
  'office-building': BankOutlined,
  'building-library': BankOutlined,
  'building-storefront': ShopOutlined,
  briefcase: SolutionOutlined,
  'academic-cap': ReadOutlined,
  'book-open': BookOutlined,
  'chart-pie': PieChartOutlined,
  'chart-bar': BarChartOutlined,
  'presentation-chart-line': LineChartOutlined,
  'presentation-chart-bar': BarChartOutlined,
  'clipboard-document-check': AuditOutlined,
  'clipboard-document-list': UnorderedListOutlined,
  'check-circle': CheckSquareOutlined,
  'squares-2x2': AppstoreOutlined,
  'view-grid': AppstoreOutlined,
  'rectangle-group': DashboardOutlined,
  'list-bullet': UnorderedListOutlined,
  'queue-list': UnorderedListOutlined,
  envelope: MailOutlined,
  mail: MailOutlined,
  'chat-bubble-left-right': MessageOutlined,
  'chat-bubble-bottom-center-text': MessageOutlined,
  chat: MessageOutlined,
  bell: BellOutlined,
  calendar: CalendarOutlined,
  'calendar-days': ScheduleOutlined,
  'document-text': FileTextOutlined,
  document: FileTextOutlined,
  folder: FolderOutlined,
  'folder-open': FolderOutlined,
  inbox: InboxOutlined,
  'cog-6-tooth': SettingOutlined,
  'cog-8-tooth': SettingOutlined,
  cog: SettingOutlined,
  'question-mark-circle': QuestionCircleOutlined,
  'shopping-cart': ShoppingCartOutlined,
  'currency-dollar': DollarOutlined,
  banknotes: WalletOutlined,
  star: StarOutlined,
  tag: TagsOutlined,
  link: LinkOutlined,
  'lock-closed': LockOutlined,
  phone: PhoneOutlined,
  flag: FlagOutlined,
  'exclamation-triangle': AlertOutlined,
  compass: CompassOutlined,
  'rectangle-stack': ClusterOutlined,
  'identification-card': ContactsOutlined,
};

/** The antd icon for a navigation icon name, or undefined when the table does not know it. */
export function iconFor(name: string | null | undefined): IconComponent | undefined {
  if (!name) return undefined;
  const bare = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  return ICONS[bare];
}

/** A navigation icon; an unknown name shows a neutral dot so items stay aligned. */
export function NavIcon({
  name,
  className,
}: {
  name: string | null | undefined;
  className?: string;
}) {
  const Icon = iconFor(name);
  if (Icon) return <Icon className={className} aria-hidden />;
  return (
    <span
      className={['anticon', 'shell-nav-dot', className].filter(Boolean).join(' ')}
      data-icon={name ?? undefined}
      aria-hidden
    >
      <span className="shell-nav-dot__mark" />
    </span>
  );
}
