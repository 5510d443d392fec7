/**
 * npm run bench:peers: installs the peer servers `npm run bench` compares this server with
 * (json-server and json-graphql-server) into a folder of the system's temporary directory, not
 * into this project.
 */
import { installPeers, PEERS_DIR, peersInstalled } from './lib/peers';

if (peersInstalled()) {
  console.log(`The peers are already installed in ${PEERS_DIR}.`);
} else {
  console.log(`Installing json-server and json-graphql-server into ${PEERS_DIR}…`);
  installPeers();
  if (!peersInstalled()) {
    console.error('The peers are still missing after npm install.');
    process.exit(1);
  }
  console.log(`Installed in ${PEERS_DIR}: npm run bench will now include their rows.`);
}
