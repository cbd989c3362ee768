# Grows its memory a megabyte at a time, touching every page.
chunks = []
while True:
    chunks.append(bytearray(1 << 20))
