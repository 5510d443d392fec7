import { Button, type ButtonProps, Tooltip } from 'antd';
import type { Ref } from 'react';

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'children'> {
  /** The tooltip, and the button's accessible name. */
  label: string;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** A round, text-style button showing only an icon: its tooltip text is also its aria-label. */
export function IconButton({ label, ...buttonProps }: IconButtonProps) {
  return (
    <Tooltip title={label}>
      <Button type="text" shape="circle" aria-label={label} {...buttonProps} />
    </Tooltip>
  );
}
