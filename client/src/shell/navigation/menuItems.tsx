import { Badge, type MenuProps, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link, type Location } from 'react-router-dom';
import { isSafeUrl } from '../../../../shared/links';
import { NavIcon } from '../icons';
import { hasActiveChild, isItemActive, itemTarget } from './links';
import { type NavItem, visibleItems } from './types';

export type MenuItems = NonNullable<MenuProps['items']>;
type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The item's title in the current language: its i18n key, else the title the server sent. */
export function itemTitle(item: NavItem, t: TFunction): string {
  return item.translation
    ? t(item.translation, { defaultValue: item.title ?? '' })
    : (item.title ?? '');
}

// The template colours badges with utility classes (`bg-pink-600 text-white`): keep the hue.
const BADGE_COLORS: Record<string, string> = {
  red: 'red',
  rose: 'red',
  orange: 'orange',
  amber: 'gold',
  yellow: 'yellow',
  lime: 'lime',
  green: 'green',
  emerald: 'green',
  teal: 'cyan',
  cyan: 'cyan',
  sky: 'blue',
  blue: 'blue',
  indigo: 'geekblue',
  violet: 'purple',
  purple: 'purple',
  fuchsia: 'magenta',
  pink: 'pink',
};

/** An antd preset colour for a template badge class list; undefined keeps the theme's colour. */
export function badgeColor(classes: string | null | undefined): string | undefined {
  const hue = classes?.match(/\bbg-([a-z]+)-\d{2,3}\b/)?.[1];
  return hue ? BADGE_COLORS[hue] : undefined;
}

export interface MenuBuildOptions {
  t: TFunction;
  here: Here;
  /** Horizontal bars turn groups and asides into drop-down submenus. */
  orientation: 'vertical' | 'horizontal';
  /** Icon-only menus (thin, dense at rest): every top item gets an icon or a dot. */
  iconsOnly?: boolean;
  /** The colour of badges without a colour class. */
  primaryColor?: string;
}

function ItemText({ item, options }: { item: NavItem; options: MenuBuildOptions }) {
  const title = itemTitle(item, options.t);
  return (
    <span className={['shell-nav-item', item.classes?.wrapper].filter(Boolean).join(' ')}>
      <span className="shell-nav-item__text">
        <span className={['shell-nav-item__title', item.classes?.title].filter(Boolean).join(' ')}>
          {title}
        </span>
        {item.subtitle && (
          <span
            className={['shell-nav-item__subtitle', item.classes?.subtitle]
              .filter(Boolean)
              .join(' ')}
          >
            {item.subtitle}
          </span>
        )}
      </span>
      {item.badge?.title && (
        <Badge
          className="shell-nav-item__badge"
          count={item.badge.title}
          color={badgeColor(item.badge.classes) ?? options.primaryColor}
        />
      )}
    </span>
  );
}

/** A basic item's label: a router link, an external link with its target, or plain text. */
function itemLabel(item: NavItem, options: MenuBuildOptions): ReactNode {
  const text = <ItemText item={item} options={options} />;
  let label: ReactNode = text;
  if (!item.disabled && item.link) {
    // The menu is data: an external address goes into an href only when it is a safe one.
    if (item.externalLink && !isSafeUrl(item.link)) return text;
    label = item.externalLink ? (
      <a
        href={item.link}
        target={item.target ?? undefined}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {text}
      </a>
    ) : (
      <Link
        to={itemTarget(item, options.here)}
        target={item.target ?? undefined}
        aria-current={isItemActive(item, options.here) ? 'page' : undefined}
      >
        {text}
      </Link>
    );
  }
  if (item.tooltip && !options.iconsOnly) {
    label = (
      <Tooltip
        title={item.tooltip}
        placement={options.orientation === 'vertical' ? 'right' : 'bottom'}
      >
        {label}
      </Tooltip>
    );
  }
  return label;
}

function itemIcon(item: NavItem, options: MenuBuildOptions, depth: number) {
  if (item.icon) return <NavIcon name={item.icon} className={item.classes?.icon ?? undefined} />;
  return options.iconsOnly && depth === 0 ? <NavIcon name={null} /> : undefined;
}

function itemClass(item: NavItem, extra?: string) {
  return [`shell-nav-type-${item.type}`, item.subtitle && 'shell-nav-with-subtitle', extra]
    .filter(Boolean)
    .join(' ');
}

/**
 * The navigation tree as antd Menu items. Keys are item ids. Hidden items are left out; the
 * server already removed what the role may not see, and nothing is added back here.
 */
export function toMenuItems(
  items: readonly NavItem[] | null | undefined,
  options: MenuBuildOptions,
  depth = 0,
): MenuItems {
  const horizontal = options.orientation === 'horizontal';
  return visibleItems(items).flatMap<MenuItems[number]>((item) => {
    const common = {
      key: item.id,
      title: item.tooltip ?? itemTitle(item, options.t),
      disabled: item.disabled ?? undefined,
    };
    switch (item.type) {
      case 'divider':
        return [{ type: 'divider', key: item.id, className: 'shell-nav-divider' }];
      case 'spacer':
        return [{ type: 'divider', key: item.id, className: 'shell-nav-spacer' }];
      case 'group': {
        const children = toMenuItems(item.children, options, depth + 1);
        if (horizontal && depth === 0) {
          return [
            {
              ...common,
              label: <ItemText item={item} options={options} />,
              icon: itemIcon(item, options, depth),
              className: itemClass(item),
              children,
            },
          ];
        }
        return [
          {
            type: 'group',
            key: item.id,
            label: <ItemText item={item} options={options} />,
            className: itemClass(item),
            children,
          },
        ];
      }
      case 'collapsable':
        return [
          {
            ...common,
            label: <ItemText item={item} options={options} />,
            icon: itemIcon(item, options, depth),
            className: itemClass(
              item,
              hasActiveChild(item, options.here) ? 'shell-nav-has-active' : undefined,
            ),
            children: toMenuItems(item.children, options, depth + 1),
          },
        ];
      case 'aside':
        if (horizontal) {
          return [
            {
              ...common,
              label: <ItemText item={item} options={options} />,
              icon: itemIcon(item, options, depth),
              className: itemClass(item),
              children: toMenuItems(item.children, options, depth + 1),
            },
          ];
        }
        // Its children open in the aside panel next to the navigation (VerticalNavigation).
        return [
          {
            ...common,
            label: <ItemText item={item} options={options} />,
            icon: itemIcon(item, options, depth),
            className: itemClass(item),
          },
        ];
      default:
        return [
          {
            ...common,
            label: itemLabel(item, options),
            icon: itemIcon(item, options, depth),
            className: itemClass(item),
          },
        ];
    }
  });
}

/** Keys to show as selected: active links, and asides or forced-active items holding one. */
export function selectedIds(items: readonly NavItem[] | null | undefined, here: Here): string[] {
  return visibleItems(items).flatMap((item) => {
    const self =
      item.type === 'basic'
        ? isItemActive(item, here)
        : item.type === 'aside' && (item.active || hasActiveChild(item, here));
    return [...(self ? [item.id] : []), ...selectedIds(item.children, here)];
  });
}
