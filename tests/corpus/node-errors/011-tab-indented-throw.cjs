function deep() {
	if (true) {
		throw new RangeError('tabbed');
	}
}
deep();
