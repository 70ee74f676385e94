export * from './RootStore';
export * from './SessionStore';
export * from './StoresProvider';
export * from './ToastStore';
export * from './UserModel';
export { clientCredentials, createAppEnv, type RootStoreEnv } from './environment';
