#!/bin/sh
# Starts Chromium for the early project (playwright.config.ts) with the CPU time of all its
# processes capped, like a mid-range phone's: the kernel's scheduler caps a cgroup the browser
# starts in. (DevTools' own CPU throttling stops the renderer's main thread with signals; with it,
# Chromium lost its renderer three times as often in the early tests: docs/decisions/040.)
#   E2E_PHONE_CHROMIUM     the Chromium to start
#   E2E_PHONE_CPU_PERCENT  its share of one core (25: a quarter, like DevTools' 4x slowdown)
#   E2E_PHONE_CPU_LOG      where to add a line saying whether it was capped (the reporter reads it)
# Where no cgroup can be made (not root, no CPU controller), Chromium starts uncapped.
percent=${E2E_PHONE_CPU_PERCENT:-25}
quota=$((percent * 1000))
name="e2e-phone-$$"
capped=
if [ -w /sys/fs/cgroup/cpu/cgroup.procs ]; then
  # cgroup v1. Groups of browsers gone since are removed (rmdir keeps a group still in use).
  for old in /sys/fs/cgroup/cpu/e2e-phone-*; do [ -d "$old" ] && rmdir "$old" 2>/dev/null; done
  group=/sys/fs/cgroup/cpu/$name
  mkdir "$group" 2>/dev/null && echo 100000 >"$group/cpu.cfs_period_us" &&
    echo "$quota" >"$group/cpu.cfs_quota_us" && echo $$ >"$group/cgroup.procs" && capped="cgroup v1"
elif [ -w /sys/fs/cgroup/cgroup.subtree_control ] && grep -qw cpu /sys/fs/cgroup/cgroup.controllers 2>/dev/null; then
  # cgroup v2: the root hands the CPU controller down first.
  for old in /sys/fs/cgroup/e2e-phone-*; do [ -d "$old" ] && rmdir "$old" 2>/dev/null; done
  group=/sys/fs/cgroup/$name
  echo +cpu >/sys/fs/cgroup/cgroup.subtree_control 2>/dev/null
  mkdir "$group" 2>/dev/null && echo "$quota 100000" >"$group/cpu.max" &&
    echo $$ >"$group/cgroup.procs" && capped="cgroup v2"
fi
if [ -n "$E2E_PHONE_CPU_LOG" ]; then
  if [ -n "$capped" ]; then echo "capped $percent% ($capped)"; else echo "uncapped"; fi >>"$E2E_PHONE_CPU_LOG"
fi
exec "$E2E_PHONE_CHROMIUM" "$@"
