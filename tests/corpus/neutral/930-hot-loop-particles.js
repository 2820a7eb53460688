'use strict';
// Simple 2D particle simulation with gravity, drag and wall bounces.
function lcg(seed) {
  let s = seed >>> 0;
  return function () {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const rand = lcg(12345);
const W = 100, H = 100;
const particles = [];
for (let i = 0; i < 2000; i++) {
  particles.push({ x: rand() * W, y: rand() * H, vx: rand() * 2 - 1, vy: rand() * 2 - 1 });
}

const G = 0.05, DRAG = 0.999, DT = 0.5;
let bounces = 0;
for (let step = 0; step < 400; step++) {
  for (let i = 0; i < particles.length; i++) {
    const p = particles[i];
    p.vy += G * DT;
    p.vx *= DRAG;
    p.vy *= DRAG;
    p.x += p.vx * DT;
    p.y += p.vy * DT;
    if (p.x < 0) { p.x = -p.x; p.vx = -p.vx; bounces++; }
    else if (p.x > W) { p.x = 2 * W - p.x; p.vx = -p.vx; bounces++; }
    if (p.y < 0) { p.y = -p.y; p.vy = -p.vy; bounces++; }
    else if (p.y > H) { p.y = 2 * H - p.y; p.vy = -p.vy * 0.9; bounces++; }
  }
}

let cx = 0, cy = 0, ke = 0;
for (const p of particles) {
  cx += p.x; cy += p.y;
  ke += 0.5 * (p.vx * p.vx + p.vy * p.vy);
}
cx /= particles.length; cy /= particles.length;
console.log('particles:', particles.length);
console.log('bounces:', bounces);
console.log('centroid:', cx.toFixed(6), cy.toFixed(6));
console.log('kinetic energy:', ke.toFixed(6));
console.log('first:', JSON.stringify(particles[0], (k, v) => typeof v === 'number' ? Math.round(v * 1000) / 1000 : v));
