const n = 5; n.toFixed(200);
