int main() { return undeclared; }
