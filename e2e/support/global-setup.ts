import { startStore, stopStore } from './servers';

export default async function globalSetup(): Promise<void> {
  stopStore(); // a run that was killed may have left its servers behind
  await startStore();
}
