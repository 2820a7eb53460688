// @html <style>.card { width: 200px; height: 50px; padding: 4px; border: 1px solid #000; } .bb { box-sizing: border-box; }</style>
// @html <div id="box" style="width:60px;height:30px"></div><div id="card" class="card"></div><div id="bb" class="card bb"></div>
// @html <div id="padded" style="width:100px;height:10px;padding-left:7px;padding-right:3px;border-left:2px solid red"></div><div id="gone" style="display:none;width:50px;height:5px"></div>
// Element sizes from px widths and heights (inline styles and <style> rules): offsetWidth
// adds padding and border, clientWidth excludes the border, border-box keeps the width,
// display:none and detached elements are 0; sizes follow style changes.
const $ = (id) => document.getElementById(id);
const size = (id) => { const el = $(id); return `${id}: offset ${el.offsetWidth}x${el.offsetHeight} client ${el.clientWidth}x${el.clientHeight}`; };
['box', 'card', 'bb', 'padded', 'gone'].forEach((id) => console.log(size(id)));
const box = $('box');
box.style.width = '75px';
box.style.height = '12.5px';
console.log(`after style change: ${box.offsetWidth}x${box.offsetHeight} rect ${box.getBoundingClientRect().width}x${box.getBoundingClientRect().height}`);
box.style.padding = '0px';
box.style.paddingLeft = '5px';
console.log(`with padding-left: ${box.offsetWidth} client ${box.clientWidth}`);
const detached = document.createElement('div');
detached.style.width = '40px';
console.log(`detached: ${detached.offsetWidth}x${detached.offsetHeight}`);
document.body.append(detached);
detached.style.height = '8px';
console.log(`attached: ${detached.offsetWidth}x${detached.offsetHeight}`);
$('gone').style.display = 'block';
console.log(`shown: ${$('gone').offsetWidth}x${$('gone').offsetHeight}`);
let frames = 0;
function grow() {
  frames++;
  box.style.width = `${75 + frames * 5}px`;
  if (frames < 4) requestAnimationFrame(grow);
  else console.log(`after ${frames} frames: style ${box.style.width} offsetWidth ${box.offsetWidth}`);
}
requestAnimationFrame(grow);
