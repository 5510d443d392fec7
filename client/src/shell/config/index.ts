export * from './ShellConfigProvider';
export * from './shellConfig';
export * from './sizes';
export * from './themes';
export * from './useMediaQuery';
