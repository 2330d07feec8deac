import { stopStore } from './servers';

export default function globalTeardown(): void {
  stopStore();
}
