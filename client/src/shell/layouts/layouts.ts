import type { ComponentType } from 'react';
import type { LayoutName } from '../config/shellConfig';
import { EmptyLayout } from './EmptyLayout';
import {
  CenteredLayout,
  EnterpriseLayout,
  MaterialLayout,
  ModernLayout,
} from './HorizontalLayouts';
import type { LayoutProps } from './types';
import {
  ClassicLayout,
  ClassyLayout,
  CompactLayout,
  DenseLayout,
  FuturisticLayout,
  ThinLayout,
} from './VerticalLayouts';

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  empty: EmptyLayout,
  centered: CenteredLayout,
  enterprise: EnterpriseLayout,
  material: MaterialLayout,
  modern: ModernLayout,
  classic: ClassicLayout,
  classy: ClassyLayout,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
};
