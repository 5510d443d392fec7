import { CloudUploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryTarget } from '../../../../generated/client';
import type { RegistryAreaConfig } from '../../registry/area';
import { useRegistryPermissions } from '../../registry/permissions';

// The preview's tables and upload are loaded when someone imports, not with the list.
const DirectoryImportDrawer = lazy(() =>
  import('./DirectoryImportDrawer').then((module) => ({ default: module.DirectoryImportDrawer })),
);

export interface DirectoryImportButtonProps {
  config: RegistryAreaConfig;
  target: DirectoryTarget;
  onApplied: () => void;
}

/** "Importar del directorio", for those who may import (ADMINISTRADOR, DIRCETUR). */
export function DirectoryImportButton({ config, target, onApplied }: DirectoryImportButtonProps) {
  const { t } = useTranslation();
  const can = useRegistryPermissions('directory-imports');
  const [open, setOpen] = useState(false);
  if (!can.create) return null;
  return (
    <>
      <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('directory.importButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DirectoryImportDrawer
            config={config}
            target={target}
            open={open}
            onClose={() => setOpen(false)}
            onApplied={onApplied}
          />
        </Suspense>
      )}
    </>
  );
}
