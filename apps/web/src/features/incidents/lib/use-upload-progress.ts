import { useCallback, useState } from 'react';
import type { UploadProgress } from '../../../lib/upload-with-progress';

/**
 * The files of the upload under way and how much of it is sent, for `UploadProgressList`. `track(files)` starts
 * (the files in the order the upload sends them) and returns the upload's `onProgress`; `done()` hides the bars.
 */
export function useUploadProgress() {
  const [state, setState] = useState<{ files: File[]; sent: UploadProgress | null } | null>(null);
  const track = useCallback((files: File[]) => {
    setState({ files, sent: null });
    return (sent: UploadProgress) => setState({ files, sent });
  }, []);
  const done = useCallback(() => setState(null), []);
  return { files: state?.files ?? [], sent: state?.sent ?? null, track, done };
}
