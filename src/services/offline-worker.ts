/** Mini-programs have no service worker: their kept dishes live in storage (kept-store.ts). */
export function registerOfflineWorker(): void {}
