import { createServer, type Server } from 'node:net';

const listen = (port: number) => new Promise<Server | undefined>((resolve) => {
  const server = createServer();
  server.once('error', () => resolve(undefined));
  server.listen(port, '127.0.0.1', () => resolve(server));
});

/**
 * `count` distinct free loopback ports: given by the system (port 0), or the first free ones of CLUSTER_PORTS
 * ("4100-4199") when a machine reserves a range for this checkout. Held open until all are found, then released.
 */
export async function freePorts(count: number): Promise<number[]> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.CLUSTER_PORTS ?? '');
  const held: Server[] = [];
  try {
    for (let port = range ? Number(range[1]) : 0; held.length < count; port += range ? 1 : 0) {
      if (range && port > Number(range[2])) throw new Error(`no ${count} free ports in CLUSTER_PORTS=${process.env.CLUSTER_PORTS}`);
      const server = await listen(port);
      if (server) held.push(server);
    }
    return held.map((s) => (s.address() as { port: number }).port);
  } finally {
    await Promise.all(held.map((s) => new Promise((done) => s.close(done))));
  }
}
