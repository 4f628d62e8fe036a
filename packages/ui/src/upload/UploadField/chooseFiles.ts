/**
 * What an upload field does with the files a shopper picked, before any of
 * them is sent: the ones it may upload, and why the others were refused.
 * The server decides an image's type by its bytes; these checks only spare
 * the shopper a wait for an answer known in advance.
 */

/** The image types a field takes by default: the ones the mall's upload accepts (JPEG, PNG, WebP). */
export const DEFAULT_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** A file refused before upload: of a type not taken, or larger than allowed. */
export interface RefusedFile {
  name: string;
  reason: 'type' | 'size';
}

export interface ChosenFiles<F> {
  /** The files to upload, in the order picked; never more than `room`. */
  accepted: F[];
  /** The files of a wrong type or too large, in the order picked. */
  refused: RefusedFile[];
  /** How many good files did not fit in the room left. */
  overflow: number;
}

/** The little of a `File` the choice reads (so it can be tested without a browser). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * Sorts the picked `files`: those whose declared type is not in `accept` or
 * whose size is over `maxBytes` are refused; of the rest, the first `room`
 * are accepted and the others counted as `overflow`.
 * @param room pictures the field can still take (max − shown − in progress); below 0 counts as 0
 */
export function chooseFiles<F extends FileLike>(
  files: readonly F[],
  { accept = DEFAULT_IMAGE_TYPES, maxBytes, room }: { accept?: readonly string[]; maxBytes?: number; room: number },
): ChosenFiles<F> {
  const accepted: F[] = [];
  const refused: RefusedFile[] = [];
  let overflow = 0;
  for (const file of files) {
    if (!accept.includes(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (maxBytes !== undefined && file.size > maxBytes) refused.push({ name: file.name, reason: 'size' });
    else if (accepted.length < Math.max(room, 0)) accepted.push(file);
    else overflow += 1;
  }
  return { accepted, refused, overflow };
}

/** The name shoppers know an image type by: `image/jpeg` → JPG, `image/png` → PNG, `image/webp` → WEBP. */
export function imageTypeName(type: string): string {
  const sub = type.split('/')[1] ?? type;
  return sub === 'jpeg' ? 'JPG' : sub.toUpperCase();
}
