/** The fake Web Locks and BroadcastChannel now live with tab ownership's tests. */
export { FakeLocks, tabEnv } from '../tabs/fakes.ts';
