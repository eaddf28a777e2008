/** Everything this tab's sessionStorage holds, keys and values, as one text (to search in). */
export function sessionStorageText() {
  return Array.from({ length: sessionStorage.length }, (_, index) => {
    const key = sessionStorage.key(index) ?? '';
    return `${key}=${sessionStorage.getItem(key) ?? ''}`;
  }).join('\n');
}
