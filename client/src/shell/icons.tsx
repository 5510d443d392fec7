import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CameraOutlined,
  CarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  ClusterOutlined,
  CompassOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  ExclamationCircleOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  InfoCircleOutlined,
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
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/**
 * Icon names are stored as the template wrote them (`namespace:name`, e.g.
 * `heroicons_outline:users`); the part after the colon picks one of antd's icons, so names from
 * any of the template's icon sets work. The one table of the shell: menus, shortcuts, messages.
 */
const CURRENT: Record<string, IconComponent> = {
  'academic-cap': ReadOutlined,
  banknotes: WalletOutlined,
  bell: BellOutlined,
  'book-open': BookOutlined,
  briefcase: SolutionOutlined,
  'building-library': BankOutlined,
  'building-office': BankOutlined,
  'building-office-2': BankOutlined,
  'building-storefront': ShopOutlined,
  calendar: CalendarOutlined,
  'calendar-days': ScheduleOutlined,
  camera: CameraOutlined,
  'chart-bar': BarChartOutlined,
  'chart-pie': PieChartOutlined,
  'chat-alt-2': MessageOutlined,
  'chat-bubble-bottom-center-text': MessageOutlined,
  'chat-bubble-left-ellipsis': MessageOutlined,
  'chat-bubble-left-right': MessageOutlined,
  'check-circle': CheckSquareOutlined,
  'clipboard-document-check': AuditOutlined,
  'clipboard-document-list': UnorderedListOutlined,
  clock: ClockCircleOutlined,
  cloud: CloudOutlined,
  'cog-6-tooth': SettingOutlined,
  'cog-8-tooth': SettingOutlined,
  compass: CompassOutlined,
  'currency-dollar': DollarOutlined,
  'document-text': FileTextOutlined,
  envelope: MailOutlined,
  'exclamation-circle': ExclamationCircleOutlined,
  'exclamation-triangle': AlertOutlined,
  flag: FlagOutlined,
  folder: FolderOutlined,
  'folder-open': FolderOutlined,
  'globe-alt': GlobalOutlined,
  'globe-americas': GlobalOutlined,
  home: HomeOutlined,
  'home-modern': ShopOutlined,
  identification: IdcardOutlined,
  'identification-card': ContactsOutlined,
  inbox: InboxOutlined,
  'information-circle': InfoCircleOutlined,
  link: LinkOutlined,
  'list-bullet': UnorderedListOutlined,
  'lock-closed': LockOutlined,
  'magnifying-glass': SearchOutlined,
  map: EnvironmentOutlined,
  'map-pin': EnvironmentOutlined,
  megaphone: AlertOutlined,
  phone: PhoneOutlined,
  'presentation-chart-bar': BarChartOutlined,
  'presentation-chart-line': LineChartOutlined,
  'question-mark-circle': QuestionCircleOutlined,
  'queue-list': UnorderedListOutlined,
  'rectangle-group': DashboardOutlined,
  'rectangle-stack': ClusterOutlined,
  'shield-check': SafetyCertificateOutlined,
  'shield-exclamation': SafetyOutlined,
  'shopping-bag': ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  'squares-2x2': AppstoreOutlined,
  star: StarOutlined,
  tag: TagsOutlined,
  truck: CarOutlined,
  user: UserOutlined,
  'user-circle': UserOutlined,
  'user-group': TeamOutlined,
  'user-plus': UserAddOutlined,
  users: TeamOutlined,
  'wrench-screwdriver': ToolOutlined,
};

/** Older names that the template's data still uses: drawn, but not offered for new shortcuts. */
const LEGACY: Record<string, IconComponent> = {
  account_circle: UserOutlined,
  chat: MessageOutlined,
  cog: SettingOutlined,
  document: FileTextOutlined,
  globe: GlobalOutlined,
  'location-marker': EnvironmentOutlined,
  mail: MailOutlined,
  'office-building': BankOutlined,
  shield: SafetyOutlined,
  utility: ToolOutlined,
  'view-grid': AppstoreOutlined,
};

const ICONS = { ...CURRENT, ...LEGACY };

const NAMESPACE = 'heroicons_outline';

/**
 * The names offered when choosing a shortcut's icon: one per icon drawn (several of the
 * template's names draw the same one), each with a label people read (`shell.icons.<name>`).
 */
export const ICON_NAMES = (() => {
  const firstName = new Map<IconComponent, string>();
  for (const [name, icon] of Object.entries(CURRENT)) {
    if (!firstName.has(icon)) firstName.set(icon, name);
  }
  return [...firstName.values()].map((name) => `${NAMESPACE}:${name}`);
})();

const baseName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The part of an icon name after its set ("heroicons_outline:map-pin" → "map-pin"). */
export const iconLabel = baseName;

/**
 * The i18n key of the label of an icon: that of the offered name drawing the same icon (a stored
 * "building-office" reads as "Edificio"), or undefined for an icon the table does not know.
 */
export function iconLabelKey(name: string): string | undefined {
  const icon = iconFor(name);
  const offered = ICON_NAMES.find((candidate) => iconFor(candidate) === icon);
  return icon && offered ? `shell.icons.${baseName(offered)}` : undefined;
}

/** The antd icon for a stored icon name, or undefined when the table does not know it. */
export function iconFor(name: string | null | undefined): IconComponent | undefined {
  return name ? ICONS[baseName(name)] : undefined;
}

/** Draws an icon by its stored name (a neutral one when unknown); the text beside it says what. */
export function NamedIcon({ name }: { name: string | null | undefined }) {
  const Icon = iconFor(name) ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}

/** A navigation icon; an unknown name shows a neutral dot so the menu's items stay aligned. */
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
