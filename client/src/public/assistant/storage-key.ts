/** Where the tab keeps its conversation (sessionStorage: gone when the tab closes). */
export const STORAGE_KEY = 'turismo-seguro.assistant-conversation';
