import { type RequestHandler, Router } from 'express';
import multer from 'multer';
import { authorize } from '../../auth/authorize';
import { BadRequestError, PayloadTooLargeError } from '../../errors';
import { bodyField } from '../../http/body';
import { MAX_AVATAR_BYTES } from './avatar';
import {
  createContact,
  createContactTag,
  deleteContact,
  deleteContactTag,
  getContact,
  listContacts,
  listContactTags,
  listCountries,
  updateContact,
  updateContactTag,
  uploadAvatar,
} from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const CONTACTS_PATH = '/apps/contacts';

/**
 * The template's contacts paths, mounted at /api/apps/contacts: GET all, search?query,
 * contact?id, countries, tags; POST contact (no body); PATCH contact `{ id, contact }`; DELETE
 * contact?id (answers true); POST tag `{ tag }`; PATCH tag `{ id, tag }`; DELETE tag?id;
 * POST avatar as multipart/form-data with the fields `id` and `avatar` (the file).
 */
export function contactsRoutes(): Router {
  const router = Router();
  router.get('/all', async (req, res) => {
    res.json(await listContacts(req.ctx));
  });
  router.get('/search', async (req, res) => {
    res.json(await listContacts(req.ctx, req.query.query ?? ''));
  });
  router.get('/contact', async (req, res) => {
    res.json(await getContact(req.ctx, req.query.id));
  });
  router.get('/countries', async (req, res) => {
    res.json(await listCountries(req.ctx));
  });
  router.get('/tags', async (req, res) => {
    res.json(await listContactTags(req.ctx));
  });
  router.post('/contact', async (req, res) => {
    res.json(await createContact(req.ctx));
  });
  router.patch('/contact', async (req, res) => {
    res.json(await updateContact(req.ctx, bodyField(req, 'id'), bodyField(req, 'contact')));
  });
  router.delete('/contact', async (req, res) => {
    res.json(await deleteContact(req.ctx, req.query.id));
  });
  router.post('/tag', async (req, res) => {
    res.json(await createContactTag(req.ctx, bodyField(req, 'tag')));
  });
  router.patch('/tag', async (req, res) => {
    res.json(await updateContactTag(req.ctx, bodyField(req, 'id'), bodyField(req, 'tag')));
  });
  router.delete('/tag', async (req, res) => {
    res.json(await deleteContactTag(req.ctx, req.query.id));
  });
  router.post(
    '/avatar',
    // Who may upload is settled before the upload is read.
    (req, _res, next) => {
      authorize(req.ctx, 'contacts', 'update');
      next();
    },
    avatarUpload,
    async (req, res) => {
      const file = req.file && { type: req.file.mimetype, bytes: req.file.buffer };
      res.json(await uploadAvatar(req.ctx, bodyField(req, 'id'), file));
    },
  );
  return router;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
}).single('avatar');

/** Reads the multipart body; its failures are the client's: 413 for a file too large, else 400. */
const avatarUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      return next(
        new PayloadTooLargeError(`The avatar may be at most ${MAX_AVATAR_BYTES / 1000} KB`),
      );
    }
    const message = error instanceof multer.MulterError ? error.message : 'Unreadable form data';
    next(new BadRequestError(message, { avatar: 'One image file in the field "avatar"' }));
  });
};
