// A ping-pong latency test: count round trips to a worker, first over the worker itself, then over a MessageChannel.
const worker = new Worker('pong.js');
const ROUNDS = 200;

function pingPong(target, source, rounds) {
  return new Promise((resolve) => {
    let trips = 0;
    let gaps = 0;
    source.onmessage = ({ data }) => {
      if (data.seq !== trips * 2 + 1) gaps++;
      trips++;
      if (trips === rounds) {
        source.onmessage = null;
        resolve({ trips, gaps });
      } else {
        target.postMessage({ seq: trips * 2 });
      }
    };
    target.postMessage({ seq: 0 });
  });
}

(async () => {
  const direct = await pingPong(worker, worker, ROUNDS);
  console.log(`direct: ${direct.trips} round trips, ${direct.gaps} sequence gaps`);

  const channel = new MessageChannel();
  worker.postMessage({ port: channel.port2 }, [channel.port2]);
  const viaPort = await pingPong(channel.port1, channel.port1, ROUNDS / 2);
  console.log(`via MessageChannel: ${viaPort.trips} round trips, ${viaPort.gaps} sequence gaps`);

  worker.postMessage({ stats: true });
  worker.onmessage = ({ data }) => {
    console.log(`worker counted ${data.onWorker} pings on the worker and ${data.onPort} on the port`);
    worker.terminate();
  };
})();

// @file pong.js
let onWorker = 0;
let onPort = 0;
self.onmessage = ({ data }) => {
  if (data.port) {
    data.port.onmessage = (e) => {
      onPort++;
      data.port.postMessage({ seq: e.data.seq + 1 });
    };
  } else if (data.stats) {
    postMessage({ onWorker, onPort });
  } else {
    onWorker++;
    postMessage({ seq: data.seq + 1 });
  }
};
