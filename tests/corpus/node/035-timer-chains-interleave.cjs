// Two chains of 1 ms timers, each link created inside the previous one, interleave strictly.
function chain(name, left) {
  setTimeout(() => {
    console.log(name, left);
    if (left > 1) chain(name, left - 1);
  }, 1);
}
chain('north', 3);
chain('south', 3);
