export * from './RootStore';
export * from './StoresProvider';
export * from './ToastStore';
export type { RootStoreEnv } from './environment';
