# Asks for 1 GiB (far over the limit): a bytearray is zeroed, so every page is used.
block = bytearray(1 << 30)
print(len(block))
