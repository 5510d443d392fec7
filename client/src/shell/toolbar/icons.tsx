import {
  AlertOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CameraOutlined,
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  CompassOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  ExclamationCircleOutlined,
  FileTextOutlined,
  FlagOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  PieChartOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icon names are stored as the template wrote them ("heroicons_outline:calendar"); the toolbar
 * draws them with antd's icons. The part after the colon picks the icon, so names from any of the
 * template's icon sets work; names it does not know get a neutral icon.
 */
const CURRENT: Record<string, ComponentType> = {
  'academic-cap': BookOutlined,
  bell: BellOutlined,
  'book-open': BookOutlined,
  briefcase: SolutionOutlined,
  'building-office': BankOutlined,
  calendar: CalendarOutlined,
  camera: CameraOutlined,
  'chart-bar': BarChartOutlined,
  'chart-pie': PieChartOutlined,
  'chat-alt-2': MessageOutlined,
  'chat-bubble-left-ellipsis': MessageOutlined,
  'chat-bubble-left-right': MessageOutlined,
  'check-circle': CheckCircleOutlined,
  clock: ClockCircleOutlined,
  'clipboard-document-list': ProfileOutlined,
  cloud: CloudOutlined,
  'cog-6-tooth': SettingOutlined,
  'document-text': FileTextOutlined,
  envelope: MailOutlined,
  'exclamation-circle': ExclamationCircleOutlined,
  'exclamation-triangle': WarningOutlined,
  flag: FlagOutlined,
  'globe-alt': GlobalOutlined,
  'globe-americas': GlobalOutlined,
  home: HomeOutlined,
  identification: IdcardOutlined,
  'information-circle': InfoCircleOutlined,
  link: LinkOutlined,
  'magnifying-glass': SearchOutlined,
  map: CompassOutlined,
  'map-pin': EnvironmentOutlined,
  megaphone: AlertOutlined,
  phone: PhoneOutlined,
  'presentation-chart-line': DashboardOutlined,
  'question-mark-circle': QuestionCircleOutlined,
  'shield-check': SafetyOutlined,
  'shopping-bag': ShopOutlined,
  'squares-2x2': AppstoreOutlined,
  star: StarOutlined,
  truck: CarOutlined,
  user: UserOutlined,
  'user-circle': UserOutlined,
  'user-group': TeamOutlined,
  'user-plus': UserAddOutlined,
  users: TeamOutlined,
  'wrench-screwdriver': ToolOutlined,
};

/** Older heroicons names that the template's data still uses. */
const LEGACY: Record<string, ComponentType> = {
  chat: MessageOutlined,
  cog: SettingOutlined,
  'location-marker': EnvironmentOutlined,
  mail: MailOutlined,
  'office-building': BankOutlined,
  utility: ToolOutlined,
};

const ICONS = { ...CURRENT, ...LEGACY };

const NAMESPACE = 'heroicons_outline';

/** The names offered when choosing a shortcut's icon (current heroicons names only). */
export const ICON_NAMES = Object.keys(CURRENT).map((name) => `${NAMESPACE}:${name}`);

const baseName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The part of an icon name people read ("heroicons_outline:map-pin" → "map-pin"). */
export const iconLabel = baseName;

/** Draws an icon by its stored name. Decorative: the text beside it says what it is. */
export function NamedIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[baseName(name)]) || AppstoreOutlined;
  return <Icon aria-hidden />;
}
