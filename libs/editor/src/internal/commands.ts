import { createCommand, type LexicalCommand } from 'lexical';

/** Uploads the given image files through `onUploadFile` and inserts the resulting images at the selection. */
export const UPLOAD_IMAGE_FILES_COMMAND: LexicalCommand<File[]> = createCommand('CAIRN_UPLOAD_IMAGE_FILES');
