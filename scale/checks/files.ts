// d. Files are in the bucket, not on an instance: a file uploaded through A is read through B and
// through the balancer, byte for byte.
import { createHash, randomInt } from 'node:crypto';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { rectanglePng } from '../../apps/server/src/db/seed/png';
import { type Check, expect } from '../cluster';
import { call, callOk, multipart } from '../http';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

export const filesCheck: Check = {
  id: 'd',
  title: 'a file uploaded through A is read through B',
  timeoutMs: 20_000,
  async run(cluster) {
    const { a, b, balancer } = cluster;
    const { token } = await cluster.session('admin');
    const png = rectanglePng(400, 300, [randomInt(256), randomInt(256), randomInt(256)]);
    const upload = multipart('escala.png', png);
    const stored = await callOk<{ id: string; tamanho: number }>(
      `${a.url}${FILES_API.upload.path.replace(':bucket', 'imagens')}`,
      { body: upload.body, headers: upload.headers, token },
    );
    expect(stored.tamanho === png.length, `A stored ${stored.tamanho} bytes of ${png.length}`);
    const path = FILES_API.read.path.replace(':id', stored.id);
    for (const [where, base] of [
      ['B', b.url],
      ['the balancer', balancer.url],
    ] as const) {
      const read = await call(`${base}${path}`, { token });
      expect(read.status === 200, `${where} answered ${read.status} for the file: ${read.text().slice(0, 200)}`);
      expect(
        read.body.equals(png),
        `${where} answered ${read.body.length} bytes (sha256 ${sha(read.body)}) for ${png.length} (${sha(png)})`,
      );
    }
    return `${png.length} bytes uploaded through A, read through B and the balancer: same sha256 ${sha(png)}`;
  },
};
