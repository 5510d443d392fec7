import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendSerialized } from '../../../server/http/serialized';

describe('serialized answers', () => {
  it('are sent like res.json, serialized once per answer object', async () => {
    const first = { items: ['Machu Picchu', 'Sacsayhuamán'], total: 2 };
    let answer = first;
    let views = 0;
    const view = (value: typeof first) => {
      views += 1;
      return { list: value.items, length: value.total };
    };
    const app = express();
    app.get('/cached', (req, res) => sendSerialized(req, res, answer, view));
    app.get('/plain', (_req, res) => {
      res.json(view(answer));
    });

    const plain = await request(app).get('/plain');
    const cached = await request(app).get('/cached');
    await request(app).get('/cached');
    expect(cached.text).toBe(plain.text);
    expect(cached.headers['content-type']).toBe(plain.headers['content-type']);
    expect(cached.headers.etag).toBe(plain.headers.etag);
    expect(views).toBe(2); // once for /plain, once for both /cached requests

    const revalidated = await request(app)
      .get('/cached')
      .set('if-none-match', String(cached.headers.etag));
    expect(revalidated.status).toBe(304);

    answer = { items: ['Qorikancha'], total: 1 };
    const changed = await request(app).get('/cached');
    expect(changed.body).toEqual({ list: ['Qorikancha'], length: 1 });
    expect(changed.headers.etag).not.toBe(cached.headers.etag);
    expect(views).toBe(3);
  });
});
