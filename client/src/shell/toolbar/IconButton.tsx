import { Button, type ButtonProps, Tooltip } from 'antd';
import type { Ref } from 'react';

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'children'> {
  /** The tooltip, and the button's accessible name. */
  label: string;
  /** Keeps the tooltip away, e.g. while the panel the button opened would sit under it. */
  tooltipHidden?: boolean;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** A round, text-style button showing only an icon: its tooltip text is also its aria-label. */
export function IconButton({ label, tooltipHidden, ...buttonProps }: IconButtonProps) {
  return (
    <Tooltip title={label} open={tooltipHidden ? false : undefined}>
      <Button type="text" shape="circle" aria-label={label} {...buttonProps} />
    </Tooltip>
  );
}
