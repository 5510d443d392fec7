import { CloudUploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DirectoryTarget } from '../../../../generated/client';
import { IMPORT_PARAM } from '../../../../shared/registry-links';
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

/**
 * "Importar del directorio", for those who may import (ADMINISTRADOR, DIRCETUR). An import named
 * in the URL (`?importacion=<id>`, the landing page's link) opens the drawer on it.
 */
export function DirectoryImportButton({ config, target, onApplied }: DirectoryImportButtonProps) {
  const { t } = useTranslation();
  const can = useRegistryPermissions('directory-imports');
  const [params, setParams] = useSearchParams();
  const linked = can.create ? params.get(IMPORT_PARAM) || null : null;
  const [opened, setOpened] = useState(false);
  const open = opened || linked !== null;
  const close = () => {
    setOpened(false);
    if (linked === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(IMPORT_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  if (!can.create) return null;
  return (
    <>
      <Button icon={<CloudUploadOutlined aria-hidden />} onClick={() => setOpened(true)}>
        {t('directory.importButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DirectoryImportDrawer
            config={config}
            target={target}
            open={open}
            onClose={close}
            onApplied={onApplied}
            importId={linked}
          />
        </Suspense>
      )}
    </>
  );
}
