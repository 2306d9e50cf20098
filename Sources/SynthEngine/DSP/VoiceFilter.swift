    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

T    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

V    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

5    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

3    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

6    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

6    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

3    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

π    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

8    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

π    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

8    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

7    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

7    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

3    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

'    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

V    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

V    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

V    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

I    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

T    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

G    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

K    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

K    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

3    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

8    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

8    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

R    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

P    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

H    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

z    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

R    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

T    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

!    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

z    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

!    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

G    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

V    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

R    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

R    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

B    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

Q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

W    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

K    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

D    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

K    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

q    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

4    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

y    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

'    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

G    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

K    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

|    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

|    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

G    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

K    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

w    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

[    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

]    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

k    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

;    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

/    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

`    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

_    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

U    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

P    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

<    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

I    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

I    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

U    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

P    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

<    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

C    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

h    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

&    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

|    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

|    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

E    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

>    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

g    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

2    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

:    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

M    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

x    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

,    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

S    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

v    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

j    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

F    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

l    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

a    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

e    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

r    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

.    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

<    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

c    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

o    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

n    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

{    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

[    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

]    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

t    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

m    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

p    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

[    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

]    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

-    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

b    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

u    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

f    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

[    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

i    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

]    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

(    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

0    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

d    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

s    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

*    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

j    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

)    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

j    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

+    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

=    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

1    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

     mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

}    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }


    mutating func reset() {
        stage1.reset(); stage2.reset()
        cachedCutoff = -1
        primed = false
    }

