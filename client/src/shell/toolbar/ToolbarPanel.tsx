import { Badge, Popover } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from './IconButton';
import './toolbar.css';

export interface ToolbarPanelProps {
  /** The button's tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  /** A count shown as a badge on the button (unread items); 0 shows none. */
  count?: number;
  /** The accessible name of the button when it shows a count ("Messages, 3 unread"). */
  countLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's heading. */
  title: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Changing it moves focus back to the heading (e.g. a new mode replaced the focused button). */
  focusKey?: string;
  children: ReactNode;
}

/**
 * A toolbar button opening a panel below it: shortcuts, messages, notifications. The panel is a
 * non-modal dialog: opening moves focus into it, Escape closes it and gives focus back to the
 * button.
 */
export function ToolbarPanel({
  label,
  icon,
  count = 0,
  countLabel,
  open,
  onOpenChange,
  title,
  actions,
  focusKey,
  children,
}: ToolbarPanelProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLSpanElement>(null);

  const close = () => {
    onOpenChange(false);
    triggerRef.current?.querySelector('button')?.focus();
  };

  const content = (
    <PanelContent id={panelId} title={title} actions={actions} focusKey={focusKey} onEscape={close}>
      {children}
    </PanelContent>
  );

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      // On a narrow screen the panel slides sideways to stay inside it.
      align={{ overflow: { adjustY: true, shiftX: true } }}
      destroyOnHidden
      content={content}
      styles={{ container: { padding: 0 } }}
    >
      <span ref={triggerRef} className="toolbar-panel-trigger">
        <Badge count={count} size="small" offset={[-4, 4]}>
          <IconButton
            label={count > 0 && countLabel ? countLabel : label}
            icon={icon}
            tooltipHidden={open}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
          />
        </Badge>
      </span>
    </Popover>
  );
}

interface PanelContentProps {
  id: string;
  title: ReactNode;
  actions: ReactNode;
  focusKey: string | undefined;
  onEscape: () => void;
  children: ReactNode;
}

function PanelContent({ id, title, actions, focusKey, onEscape, children }: PanelContentProps) {
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input.
  useEffect(() => {
    headingRef.current?.focus();
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Escape in an open select or autocomplete closes that list, not the panel.
    if ((event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    event.stopPropagation();
    onEscape();
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      className="toolbar-panel"
      onKeyDown={onKeyDown}
    >
      <div className="toolbar-panel__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="toolbar-panel__title">
          {title}
        </h2>
        <div className="toolbar-panel__actions">{actions}</div>
      </div>
      <div className="toolbar-panel__body">{children}</div>
    </div>
  );
}

export interface PanelEmptyProps {
  icon: ReactNode;
  title: string;
  hint?: string;
}

/** What a panel shows when it has nothing to list. */
export function PanelEmpty({ icon, title, hint }: PanelEmptyProps) {
  return (
    <div className="toolbar-empty">
      <div className="toolbar-empty__icon" aria-hidden>
        {icon}
      </div>
      <p className="toolbar-empty__title">{title}</p>
      {hint && <p className="toolbar-empty__hint">{hint}</p>}
    </div>
  );
}
