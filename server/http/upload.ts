import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { BadRequestError, PayloadTooLargeError } from '../errors';

export interface FileUploadOptions {
  /** The largest file taken, in bytes, for this request. */
  maxBytes: (req: Request) => number;
  /** The 413's message for a file over `maxBytes`. */
  tooLarge: (maxBytes: number) => string;
}

/**
 * Reads a multipart body with one file in `field` (kept in memory, as `req.file`) and a few
 * small fields. Its failures are the client's: 413 for a file too large, else 400 naming the
 * field. Who may upload is to be settled before it runs.
 */
export function singleFileUpload(field: string, options: FileUploadOptions): RequestHandler {
  return (req, res, next) => {
    const maxBytes = options.maxBytes(req);
    const upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
    }).single(field);
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return next(new PayloadTooLargeError(options.tooLarge(maxBytes)));
      }
      const message = error instanceof multer.MulterError ? error.message : 'Unreadable form data';
      next(new BadRequestError(message, { [field]: `One file in the field "${field}"` }));
    });
  };
}
