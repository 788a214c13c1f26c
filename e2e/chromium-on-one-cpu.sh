#!/bin/sh
# Chromium with every one of its processes on one CPU (CHROMIUM_CPU), for e2e/browser.ts's launchBrowser.
# On this kind of virtual machine, a multi-process, multi-threaded program that maps and unmaps memory as often as
# Chromium does pays for each unmapping with a TLB shoot-down across the CPUs its threads ran on; kept on one CPU,
# the same page loads cost it about a quarter less CPU (npm run bench:browser-load, README "The test run").
exec taskset -c "$CHROMIUM_CPU" "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@"
