/**
 * The names as given, each one met again (ignoring case, as Windows and macOS do) numbered
 * "name (2).pdf", "name (3).pdf"… before its extension, so no file of an archive hides another.
 */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) {
      candidate = `${stem} (${count})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
