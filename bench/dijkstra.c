/* Shortest paths on a random graph: Dijkstra with a binary heap against
   Bellman-Ford; the distances must agree. */
#include <stdio.h>

#define V 3000
#define E 24000
#define INF 0x3fffffff
static int head[V], next_edge[E], to[E], weight[E];
static int dist[V], bf[V], heap[E + V], heap_key[E + V], heap_size;

static void push(int v, int key) {
  int i = heap_size++;
  while (i > 0) {
    int parent = (i - 1) / 2;
    if (heap_key[parent] <= key)
      break;
    heap[i] = heap[parent];
    heap_key[i] = heap_key[parent];
    i = parent;
  }
  heap[i] = v;
  heap_key[i] = key;
}

static int pop(int *key) {
  int top = heap[0];
  *key = heap_key[0];
  int v = heap[--heap_size], k = heap_key[heap_size], i = 0;
  for (;;) {
    int c = 2 * i + 1;
    if (c >= heap_size)
      break;
    if (c + 1 < heap_size && heap_key[c + 1] < heap_key[c])
      ++c;
    if (heap_key[c] >= k)
      break;
    heap[i] = heap[c];
    heap_key[i] = heap_key[c];
    i = c;
  }
  heap[i] = v;
  heap_key[i] = k;
  return top;
}

static void dijkstra(int src) {
  for (int i = 0; i < V; ++i)
    dist[i] = INF;
  dist[src] = 0;
  heap_size = 0;
  push(src, 0);
  while (heap_size) {
    int d, u = pop(&d);
    if (d > dist[u])
      continue;
    for (int e = head[u]; e >= 0; e = next_edge[e]) {
      int nd = d + weight[e];
      if (nd < dist[to[e]]) {
        dist[to[e]] = nd;
        push(to[e], nd);
      }
    }
  }
}

static void bellman_ford(int src) {
  for (int i = 0; i < V; ++i)
    bf[i] = INF;
  bf[src] = 0;
  for (int round = 0; round < V; ++round) {
    int changed = 0;
    for (int u = 0; u < V; ++u) {
      if (bf[u] == INF)
        continue;
      for (int e = head[u]; e >= 0; e = next_edge[e])
        if (bf[u] + weight[e] < bf[to[e]]) {
          bf[to[e]] = bf[u] + weight[e];
          changed = 1;
        }
    }
    if (!changed)
      break;
  }
}

int main(void) {
  unsigned seed = 31337;
  for (int i = 0; i < V; ++i)
    head[i] = -1;
  for (int e = 0; e < E; ++e) {
    seed = seed * 1103515245u + 12345u;
    int u = (int)(seed >> 8) % V;
    seed = seed * 1103515245u + 12345u;
    to[e] = (int)(seed >> 8) % V;
    weight[e] = (int)(seed >> 4) % 1000 + 1;
    next_edge[e] = head[u];
    head[u] = e;
  }
  unsigned sum = 0;
  int bad = 0;
  for (int src = 0; src < 3; ++src) {
    dijkstra(src * 977);
    bellman_ford(src * 977);
    for (int i = 0; i < V; ++i) {
      bad |= dist[i] != bf[i];
      sum = sum * 31u + (unsigned)dist[i];
    }
  }
  printf("dijkstra: %08x\n", sum);
  if (bad) {
    printf("FAILED: Dijkstra and Bellman-Ford disagree\n");
    return 1;
  }
  return 0;
}
