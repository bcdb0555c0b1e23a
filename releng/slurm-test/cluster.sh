#!/usr/bin/env bash
# A real single-node Slurm cluster on loopback, for the cluster test: munged, slurmctld and slurmd, as root, from
# Debian's packages (slurm-wlm 22.05, munge), with a generated slurm.conf in DIR (no cgroups, no accounting).
#   cluster.sh start DIR   installs what is missing, starts the daemons, waits until the node is idle
#   cluster.sh stop DIR    stops every daemon started by 'start' (idempotent)
# Commands talk to it with SLURM_CONF=DIR/slurm.conf.
set -euo pipefail
cmd=${1:?usage: cluster.sh start|stop DIR}
dir=$(mkdir -p "${2:?usage: cluster.sh start|stop DIR}" && cd "$2" && pwd)
sudo_cmd=""
[ "$(id -u)" = 0 ] || sudo_cmd="sudo"

stop() {
  for d in slurmd slurmctld munged; do
    if [ -s "$dir/$d.pid" ]; then
      pid=$(cat "$dir/$d.pid")
      $sudo_cmd kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do $sudo_cmd kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      $sudo_cmd kill -9 "$pid" 2>/dev/null || true
      rm -f "$dir/$d.pid"
    fi
  done
}

if [ "$cmd" = stop ]; then
  stop
  exit 0
fi
[ "$cmd" = start ] || { echo "usage: cluster.sh start|stop DIR" >&2; exit 2; }

if ! command -v slurmctld >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -q
  $sudo_cmd apt-get install -y -q slurm-wlm munge
fi

mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
# munged: its own key, socket, log and pid in DIR, so a munged already running on the machine is not disturbed.
if [ ! -s "$dir/munge/munge.key" ]; then
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1 count=1024 status=none
fi
chmod 700 "$dir/munge"
chmod 400 "$dir/munge/munge.key"
$sudo_cmd chown -R root:root "$dir/munge"
$sudo_cmd munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --log-file="$dir/munge/munged.log" --pid-file="$dir/munged.pid" --seed-file="$dir/munge/munged.seed"

node=$(hostname -s)
cpus=$(nproc)
mem=$(awk '/MemTotal/ { print int($2 / 1024 / 2) }' /proc/meminfo)
cat > "$dir/slurm.conf" <<CONF
ClusterName=partita-test
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
# a test cluster: schedule every second, not every minute
SchedulerParameters=sched_interval=1,bf_interval=1
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
JobRequeue=1
SlurmctldTimeout=30
SlurmdTimeout=30
MinJobAge=600
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
$sudo_cmd env SLURM_CONF="$SLURM_CONF" slurmctld -c -f "$SLURM_CONF"
$sudo_cmd env SLURM_CONF="$SLURM_CONF" slurmd -c -f "$SLURM_CONF"
for _ in $(seq 1 60); do
  state=$(sinfo -h -n "$node" -o %t 2>/dev/null || true)
  case "$state" in idle*) echo "slurm: node $node idle ($cpus CPUs), SLURM_CONF=$SLURM_CONF"; exit 0 ;; esac
  sleep 1
done
echo "slurm: the node did not become idle; logs in $dir" >&2
tail -n 20 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 || true
stop
exit 1
