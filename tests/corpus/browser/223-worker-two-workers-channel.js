// Two workers wired directly to each other with a MessageChannel: a producer streams numbers to a consumer, which reports totals to the page.
const makeWorker = (src) =>
  new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));

const producer = makeWorker(`
  let out;
  onmessage = (e) => {
    if (e.data.port) { out = e.data.port; return; }
    const { count } = e.data;
    for (let i = 1; i <= count; i++) out.postMessage({ value: i * i });
    out.postMessage({ end: true });
    postMessage('producer: sent ' + count + ' values');
  };
`);

const consumer = makeWorker(`
  let sum = 0, n = 0;
  onmessage = (e) => {
    const input = e.data.port;
    input.onmessage = ({ data }) => {
      if (data.end) {
        postMessage('consumer: ' + n + ' values, sum ' + sum);
        sum = 0; n = 0;
        return;
      }
      sum += data.value;
      n++;
    };
    postMessage('consumer: listening');
  };
`);

const channel = new MessageChannel();
const done = { producer: 0, consumer: 0 };

consumer.onmessage = (e) => {
  console.log(e.data);
  if (e.data === 'consumer: listening') {
    producer.postMessage({ count: 10 });
  } else if (++done.consumer === 1) {
    producer.postMessage({ count: 100 });
  } else {
    console.log('both batches arrived; shutting down');
    producer.terminate();
    consumer.terminate();
  }
};
producer.onmessage = (e) => { done.producer++; };

producer.postMessage({ port: channel.port1 }, [channel.port1]);
consumer.postMessage({ port: channel.port2 }, [channel.port2]);
